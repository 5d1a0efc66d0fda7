export * from './map.js';
export * from './vehicles.js';
export * from './app.js';
export * from './planner.js';
export * from './userConfig.js';
export * from './vehicleProfiles.js';
