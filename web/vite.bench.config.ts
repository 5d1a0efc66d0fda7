import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The browser benchmark's page (`npm run bench`, section `browser`): built apart from the app so
// it never ships with it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL('../.bench-dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: { input: fileURLToPath(new URL('bench.html', import.meta.url)) },
  },
});
