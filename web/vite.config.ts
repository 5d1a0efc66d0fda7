import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const relay = process.env.RELAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  server: {
    port: 5173,
    proxy: {
      '/api': relay,
      '/health': relay,
      '/map': relay,
      // Sign-in pages are the relay's; /auth/<token> is the web app's own route.
      '^/auth/(login|logout)': relay,
      '/socket.io': { target: relay, ws: true },
    },
  },
});
