import { describe, expect, it } from 'vitest';
import { savedRouteSchema, type RouteSummary, type SavedRoute } from '@fleetdeck/shared';
import {
  defaultForm,
  emptyWaypoint,
  placedWaypoint,
  toRouteRequest,
  waypointOption,
  type PlannerForm,
} from '../plannerForm.js';
import { formFromSavedRoute, routeEnds, stopLabels, toSavedRoute } from './savedRouteMapping.js';

const VERONA = { lat: 45.4384, lng: 10.9916 };
const BARI = { lat: 41.1171, lng: 16.8719 };
const BOLOGNA = { lat: 44.4949, lng: 11.3426 };

/** Verona -> Bologna (30 min stop, 2 t unloaded) -> Bari, arriving by a time, edited options. */
function plannedForm(): PlannerForm {
  const form = defaultForm(new Date('2026-11-26T08:00:00'));
  form.routeInfo = {
    ...form.routeInfo,
    startMode: 'end',
    startTime: '2026-11-27T18:30',
    costPerKilometer: 1.45,
    workingCostPerHour: 22,
    tollPenalty: -95,
    distanceTimeWeighting: 70,
    selectedCo2Class: 4,
  };
  form.profile = { ...form.profile, height: 380, totalPermittedWeight: 26000, numberOfAxles: 3 };
  form.waypoints = [
    placedWaypoint(emptyWaypoint(), 'Verona', VERONA),
    waypointOption(
      waypointOption(placedWaypoint(emptyWaypoint(), 'Bologna', BOLOGNA), 'serviceTime', 30),
      'waypointLoad',
      -2000,
    ),
    emptyWaypoint(),
    { ...placedWaypoint(emptyWaypoint(), 'Sosta', BOLOGNA), shadowWaypoint: 'break' },
    placedWaypoint(emptyWaypoint(), 'Bari', BARI),
  ];
  return form;
}

const ROUTE = {
  distance: 812_345,
  travelTime: 33_000,
  toll: {
    summary: { costs: { amount: 71.2, currency: 'EUR' }, countries: [] },
    sections: [],
  },
  monetaryCostsReport: {
    currency: 'EUR',
    distanceCost: 1177.9,
    workingTimeCost: 201.67,
    tollCost: 71.2,
    totalCost: 1450.77,
  },
} as unknown as RouteSummary;

describe('a saved route from the planner', () => {
  it('carries the options, the placed stops, the vehicle, the costs and the figures', () => {
    const saved = toSavedRoute(plannedForm(), ROUTE, '  Verona – Bari  ', 'fr');
    expect(savedRouteSchema.safeParse(saved).success).toBe(true);
    expect(saved).toMatchObject({
      title: 'Verona – Bari',
      timeConsideration: 'end',
      avoidToll: true,
      tollPenalty: -95,
      distanceTimeWeighting: 70,
      userLanguage: 'fr',
      emissionOptions: { co2Class: 4 },
      vehicleProfile: { height: 380, totalPermittedWeight: 26000, numberOfAxles: 3 },
      monetaryCostOptions: { costPerKilometer: 1.45, workingCostPerHour: 22 },
      result: {
        distance: 812_345,
        travelTime: 33_000,
        monetaryCostsReport: { totalCost: 1450.77 },
      },
    });
    // 18:30 in Rome (the user's zone by default).
    expect(new Date(saved.referenceTime ?? '').getTime()).toBe(Date.parse('2026-11-27T17:30:00Z'));
    // The empty stage and the plan's break are not stops of the trip.
    expect(saved.waypoints.map((w) => w.coordinate?.label)).toEqual(['Verona', 'Bologna', 'Bari']);
    expect(saved.waypoints[1]?.coordinate?.options).toEqual({
      serviceTime: 30,
      waypointLoad: -2000,
    });
  });

  it('fills a form that asks the relay for the very same route again', () => {
    const original = plannedForm();
    const saved = toSavedRoute(original, ROUTE, 'Verona – Bari', 'it');
    // Through JSON, as the relay stores and answers it, into a fresh form.
    const stored = savedRouteSchema.parse(JSON.parse(JSON.stringify(saved)));
    const restored = formFromSavedRoute(stored, defaultForm(new Date('2026-12-01T06:00:00')));
    // The plan's break is planned again at each calculation, never a stop of its own.
    const stops = original.waypoints.filter((w) => !w.shadowWaypoint);
    expect(toRouteRequest(restored, 'it')).toEqual(
      toRouteRequest({ ...original, waypoints: stops }, 'it'),
    );
    expect(restored.routeInfo).toEqual({ ...original.routeInfo, chosenProfile: null });
    expect(restored.calcType).toBe('route');
    // Stops get ids of this page, none shared with the ones they were saved with.
    const before = new Set(original.waypoints.map((w) => w.id));
    expect(restored.waypoints.some((w) => before.has(w.id))).toBe(false);
    expect(new Set(restored.waypoints.map((w) => w.id)).size).toBe(restored.waypoints.length);
  });

  it('keeps what a sparse saved route does not say, and gives a one-stop route a second stage', () => {
    const current = defaultForm(new Date('2026-11-26T08:00:00'));
    const sparse: SavedRoute = {
      title: 'Solo Verona',
      tollPenalty: 405,
      distanceTimeWeighting: 50,
      emissionOptions: { co2Class: 9 },
      vehicleProfile: { height: 350, width: null },
      monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
      waypoints: [
        { id: 7, coordinate: { referenceCoordinate: { x: 10.99, y: 45.44 }, label: 'Verona' } },
      ],
    };
    const form = formFromSavedRoute(sparse, current);
    expect(form.routeInfo.startTime).toBe(current.routeInfo.startTime);
    expect(form.routeInfo.startMode).toBe('start');
    expect(form.routeInfo.selectedCo2Class).toBe(current.routeInfo.selectedCo2Class);
    expect(form.profile).toEqual({ ...current.profile, height: 350 });
    expect(form.waypoints).toHaveLength(2);
    expect(form.waypoints[1]?.coordinate).toBeNull();
  });
});

describe('a saved route in the list', () => {
  const route = (...labels: string[]): SavedRoute => ({
    title: 't',
    tollPenalty: 405,
    distanceTimeWeighting: 50,
    monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
    waypoints: labels.map((label, i) => ({
      id: i,
      coordinate: { referenceCoordinate: { x: 10 + i, y: 45 }, label },
    })),
  });

  it('shows the first and last stop cut at 16 characters', () => {
    const ends = routeEnds(route('Verona Porta Nuova stazione', 'Bologna', 'Bari, Via Sparano 1'));
    expect(ends).toEqual({ first: 'Verona Porta Nuo…', last: 'Bari, Via Sparan…' });
    // Exactly 16 stays whole; accents count as one character each.
    expect(routeEnds(route('Sedici caratteri', 'Forlì-Città-Sud!')).last).toBe('Forlì-Città-Sud!');
  });

  it('lists the placed stops only, each cut the same way', () => {
    const saved = route('Verona', 'Sommacampagna Nord-Est', 'Bari');
    saved.waypoints.push({ id: 9, coordinate: null });
    expect(stopLabels(saved)).toEqual(['Verona', 'Sommacampagna No…', 'Bari']);
    expect(routeEnds(saved).last).toBe('Bari');
  });
});
