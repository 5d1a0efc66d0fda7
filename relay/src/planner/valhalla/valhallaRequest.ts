import {
  VEHICLE_REQUEST_DEFAULTS,
  type ReachableAreasRequest,
  type RouteRequest,
  type RouteWaypoint,
} from '@fleetdeck/shared';

type Profile = RouteRequest['profile'];

/** A 40 t truck when the profile does not say (Valhalla's own default is 21.77 t). */
const DEFAULT_WEIGHT_KG = 40_000;

/**
 * Valhalla's truck costing options from our profile (centimetres and kilograms) in its units:
 * metres and metric tonnes. Toll penalty -95 (exclude) .. 500 (include) becomes `use_tolls`
 * 0 .. 1; the distance/time weighting 0 (shortest) .. 100 (fastest), as the embedded engine reads
 * it, becomes `use_distance` 1 .. 0. Ferries are weighed by their time only (`use_ferry` 0.5,
 * Valhalla's neutral factor), as the embedded engine weighs a crossing.
 */
export function truckCosting(
  profile: Profile,
  routing?: Pick<RouteRequest, 'tollPenalty' | 'distanceTimeWeighting'>,
) {
  const m = (cm: number | null | undefined, fallback: number) => (cm ?? fallback) / 100;
  const t = (kg: number | null | undefined, fallback: number) => (kg ?? fallback) / 1000;
  const truck: Record<string, number | boolean> = {
    height: m(profile.height, VEHICLE_REQUEST_DEFAULTS.height),
    width: m(profile.width, VEHICLE_REQUEST_DEFAULTS.width),
    length: m(profile.length, VEHICLE_REQUEST_DEFAULTS.length),
    weight: t(profile.totalPermittedWeight, DEFAULT_WEIGHT_KG),
    axle_load: t(profile.axleLoad, VEHICLE_REQUEST_DEFAULTS.axleLoad),
    axle_count: profile.numberOfAxles ?? VEHICLE_REQUEST_DEFAULTS.numberOfAxles,
    use_ferry: 0.5,
  };
  // Dangerous goods (ADR) keep off the roads and tunnels closed to them. Valhalla knows no
  // tunnel categories, only `hazmat`: a load with a tunnel code, flagged hazardous, or typed so.
  const hazmat =
    profile.hazardousGoods === true ||
    (profile.adrTunnelCategory ?? null) !== null ||
    /hazard|danger|adr|pericol/i.test(profile.loadType ?? '');
  if (routing) {
    truck['use_tolls'] = round2((routing.tollPenalty + 95) / 595);
    truck['use_distance'] = round2(1 - routing.distanceTimeWeighting / 100);
  }
  return { truck: hazmat ? { ...truck, hazmat: true } : truck };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** `YYYY-MM-DDThh:mm` as written in the time's own offset: Valhalla wants local time. */
export const localDateTime = (iso: string) => iso.slice(0, 16);

/** Our languages as Valhalla's narrative languages name them. */
const NARRATIVE_LANGUAGES: Record<string, string> = {
  it: 'it-IT',
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  pt: 'pt-PT',
  pl: 'pl-PL',
  ro: 'ro-RO',
  hu: 'hu-HU',
  el: 'el-GR',
};

const location = (w: Pick<RouteWaypoint, 'x' | 'y'>) => ({ lat: w.y, lon: w.x, type: 'break' });

export function routeBody(request: RouteRequest) {
  return {
    locations: request.waypoints.map(location),
    costing: 'truck',
    costing_options: truckCosting(request.profile, request),
    alternates: request.waypoints.length === 2 ? request.alternatives : 0,
    units: 'kilometers',
    language: NARRATIVE_LANGUAGES[request.language] ?? 'it-IT',
    directions_type: 'maneuvers',
    date_time: {
      type: request.timeConsideration.mode === 'start' ? 1 : 2,
      value: localDateTime(request.timeConsideration.referenceTime),
    },
  };
}

/**
 * Isochrones: contours in minutes; INBOUND is `reverse` (reaching the point). QUALITY asks for
 * less smoothing (denoise, generalize in metres) than PERFORMANCE.
 */
export function isochroneBody(request: ReachableAreasRequest) {
  const quality = request.calculationMode === 'QUALITY';
  return {
    locations: [location(request.waypoint)],
    costing: 'truck',
    costing_options: truckCosting(request.profile),
    contours: [...request.horizons].sort((a, b) => a - b).map((s) => ({ time: s / 60 })),
    polygons: true,
    reverse: request.drivingDirection === 'INBOUND',
    denoise: quality ? 0.2 : 0.5,
    generalize: quality ? 50 : 200,
    ...(request.referenceTime
      ? {
          date_time: {
            type: request.drivingDirection === 'INBOUND' ? 2 : 1,
            value: localDateTime(request.referenceTime),
          },
        }
      : {}),
  };
}

export function locateBody(request: Pick<RouteRequest, 'waypoints' | 'profile'>) {
  return {
    locations: request.waypoints.map(({ x, y }) => ({ lat: y, lon: x })),
    costing: 'truck',
    costing_options: truckCosting(request.profile),
    verbose: false,
  };
}
