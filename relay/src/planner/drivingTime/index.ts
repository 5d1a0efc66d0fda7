export { drivingTimeAware } from './drivingTimeProvider.js';
export { withDrivingTimePlan } from './drivingTimePlan.js';
export { NO_PARKINGS, type ParkingProvider } from './parkingProvider.js';
export { resourceParkings } from './resourceParkings.js';
