export {
  placeCandidates,
  stopBefore,
  type CandidateStop,
  type PlacedCandidate,
} from './candidateStops.js';
export {
  driverHistory,
  driverStateFromRequest,
  RESTED_DRIVER,
  type DriverState,
} from './driverHistory.js';
export { ferrySpans } from './ferryStops.js';
export { planTour } from './planTour.js';
export {
  TOUR_PLAN_DEFAULTS,
  type TourHandover,
  type TourPause,
  type TourPlan,
  type TourPlanInput,
  type TourPlanOptions,
} from './tourPlanTypes.js';
export {
  pointAt,
  tourTimelineFromPlan,
  type RoutePoint,
  type TourStop,
  type TourTimeline,
} from './routeTimeline.js';
