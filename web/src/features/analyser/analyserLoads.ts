import { ANALYSER, rangeToInstants } from '@fleetdeck/shared';
import { readSession, userTimeZone } from '../../app/session/session.js';
import { tokenExpiry } from '../../app/session/tokenRefresh.js';
import {
  loadActivities,
  loadRouteColumns,
  loadStops,
  loadTimeline,
  type AnalyserRange,
} from './analyserApi.js';
import { rangeFromParams, todayRange } from './analyserRange.js';

/** An answer started ahead and not taken within this is not used: the screen asks again. */
const AHEAD_FOR_MS = 20_000;

const ahead = new Map<string, { at: number; answer: Promise<unknown> }>();

/** The key of one of the analyser's loads: the truck, the range and (stops, timeline) the break. */
const loadKey = (
  what: 'route' | 'stops' | 'activities' | 'timeline',
  truck: number,
  range: AnalyserRange,
  breakMinutes?: number,
): string =>
  `${what} ${truck} ${range.start.getTime()} ${range.end.getTime()}${breakMinutes === undefined ? '' : ` ${breakMinutes}`}`;

/** The answer started ahead for `key`, taken once while fresh; otherwise `load()` now. */
function aheadOr<T>(key: string, load: () => Promise<T>): Promise<T> {
  const started = ahead.get(key);
  ahead.delete(key);
  return started && performance.now() - started.at < AHEAD_FOR_MS
    ? (started.answer as Promise<T>)
    : load();
}

function startAhead(key: string, answer: Promise<unknown>): void {
  // Its failure is the screen's to show when it takes the answer; none is left unhandled here.
  answer.catch(() => undefined);
  ahead.set(key, { at: performance.now(), answer });
}

/**
 * A direct link to the analyser (`/analyser/<truck>?start=…&end=…`): its four history calls start
 * as the page loads, beside the app's own modules, for the screen's first render to take (the
 * range read as the screen reads it, the stop separation at its default as the first render has
 * it until the user's configuration arrives). Not signed in, no company or an expired token: the
 * screen's own calls, after the app's checks, are the only ones.
 */
export function startLinkedLoads(where: { pathname: string; search: string }): void {
  const truck = Number(/^\/analyser\/(\d+)\/?$/.exec(where.pathname)?.[1]);
  if (!Number.isSafeInteger(truck) || truck <= 0) return;
  const session = readSession();
  const expiry = session.sso_token ? tokenExpiry(session.sso_token) : null;
  if (!session.sso_token || session.params.Azienda === undefined) return;
  if (expiry !== null && expiry <= Date.now()) return;
  const timeZone = userTimeZone();
  const params = new URLSearchParams(where.search);
  const { range } = rangeFromParams(params.get('start'), params.get('end'), todayRange(timeZone));
  const instants = rangeToInstants(range, timeZone);
  if (!instants) return;
  const breakMinutes = ANALYSER.timelineBreakDefault;
  startAhead(loadKey('route', truck, instants), loadRouteColumns(truck, instants));
  startAhead(
    loadKey('stops', truck, instants, breakMinutes),
    loadStops(truck, instants, breakMinutes),
  );
  startAhead(loadKey('activities', truck, instants), loadActivities(truck, instants));
  startAhead(
    loadKey('timeline', truck, instants, breakMinutes),
    loadTimeline(truck, instants, breakMinutes),
  );
}

/** The analyser's four loads as its screen asks for them: a direct link's first ones answered ahead. */
export const screenLoads = {
  route: (truck: number, range: AnalyserRange) =>
    aheadOr(loadKey('route', truck, range), () => loadRouteColumns(truck, range)),
  stops: (truck: number, range: AnalyserRange, breakMinutes: number) =>
    aheadOr(loadKey('stops', truck, range, breakMinutes), () =>
      loadStops(truck, range, breakMinutes),
    ),
  activities: (truck: number, range: AnalyserRange) =>
    aheadOr(loadKey('activities', truck, range), () => loadActivities(truck, range)),
  timeline: (truck: number, range: AnalyserRange, breakMinutes: number) =>
    aheadOr(loadKey('timeline', truck, range, breakMinutes), () =>
      loadTimeline(truck, range, breakMinutes),
    ),
};
