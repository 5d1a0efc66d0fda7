export * from './navRoute.js';
export * from './gpx.js';
export * from './itn.js';
