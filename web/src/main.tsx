import './app/initialTheme.js';
import '@fontsource-variable/inter';
import 'maplibre-gl/dist/maplibre-gl.css';
import './styles.css';
import { startScreenAhead } from './app/earlyStart.js';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const mount = root;
// This entry is small on purpose: its code runs as soon as it arrives, so a screen of its own
// starts its code and data (earlyStart.ts) while the app's modules are still on their way.
startScreenAhead(location)
  .then(() => import('./boot.js'))
  .then(({ boot }) => boot(mount))
  .catch((error: unknown) => {
    console.error('the app could not start', error);
    // No language is loaded yet: the one sentence is in English, as the page's lang says.
    mount.textContent = 'FleetDeck could not start. Check the connection and reload the page.';
  });
