import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { startI18n } from './i18n/setup.js';

/** Renders the app into `mount` once the language is loaded. */
export async function boot(mount: HTMLElement): Promise<void> {
  // The first frame is already in the browser's language: no flash of Italian or of raw keys.
  await startI18n();
  createRoot(mount).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
