// Imported first by main.tsx: the colour tokens must be right before the map's modules read them.
import { applyRememberedColorMode } from './theme.js';

applyRememberedColorMode();
