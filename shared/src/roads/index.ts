export * from './corridors.js';
export * from './regional.js';
export * from './geo.js';
export * from './graph.js';
export * from './codec.js';
export * from './route.js';
export * from './geojson.js';
export * from './towns.js';
