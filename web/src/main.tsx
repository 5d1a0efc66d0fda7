import './app/initialTheme.js';
import './app/preloadScreen.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import 'maplibre-gl/dist/maplibre-gl.css';
import './styles.css';
import { App } from './App.js';
import { startI18n } from './i18n/setup.js';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const mount = root;
// The first frame is already in the browser's language: no flash of Italian or of raw keys.
void startI18n().then(() =>
  createRoot(mount).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
