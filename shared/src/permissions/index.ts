export * from './ability.js';
