export * from './dayjs.js';
export * from './numbers.js';
export * from './dates.js';
export * from './clock.js';
