/**
 * Chromium's flags for every browser bench: software WebGL2, off the network. The same flags as
 * e2e/fixtures/browser.ts (the e2e and tools projects compile apart, so each keeps its list).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
