import { z } from 'zod';
import {
  activitiesByDay,
  driverSchema,
  ROUTE_SPEED_LEGEND,
  type DriverInfringementsDto,
  type RouteSpeedColour,
  type TimelineItem,
} from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';
import { reverseGeocode } from '../vehicle/useAddress.js';
import { printReport, type ReportInfringements } from './pdfReport.js';
import { drivenBy, rangeInfringements, shownRecap, timelineDrivers } from './reportData.js';
import type { Rgba } from '../../map/vehicles/vehicleBuffers.js';
import type { NumberedStop } from './routeLayers.js';

export interface Analysis {
  t: (key: string, options?: Record<string, unknown>) => string;
  language: string;
  timeZone: string;
  company: string | undefined;
  plate: string;
  /** The driver of the last point, when the timeline names none. */
  driver: string | undefined;
  start: number;
  end: number;
  /** The timeline as shown (stops filtered and numbered). */
  items: readonly TimelineItem[];
  stops: readonly NumberedStop[];
  colours: Record<RouteSpeedColour, Rgba>;
  map: (() => Promise<HTMLCanvasElement>) | undefined;
  chart: SVGSVGElement | undefined;
}

/**
 * The analysis on screen as a PDF report: the stops' addresses asked (as the map's popups ask
 * them, from the same cache), everything else from the data already loaded.
 */
export async function printAnalysis(a: Analysis): Promise<void> {
  const [map, addresses, infringements] = await Promise.all([
    a.map?.(),
    Promise.all(
      a.stops.map(async ({ position: [lng, lat] }) => {
        const found = await reverseGeocode(lat, lng, a.language);
        return found?.display_name ?? `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
      }),
    ),
    infringementsIn(a.items, a.start, a.end),
  ]);
  const drivers = timelineDrivers(a.items);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  await printReport({
    t: a.t,
    language: a.language,
    timeZone: a.timeZone,
    company: a.company,
    plate: a.plate,
    drivers: drivers.length > 0 ? drivers : a.driver ? [a.driver] : [],
    start: a.start,
    end: a.end,
    generatedAt: Date.now(),
    map,
    speedColours: ROUTE_SPEED_LEGEND.map(([band, range]) => ({
      label: `${range} km/h`,
      rgb: [a.colours[band][0], a.colours[band][1], a.colours[band][2]],
    })),
    recap: shownRecap(a.items),
    stops: a.stops.map((s, i) => ({
      n: s.n,
      address: addresses[i] ?? '',
      start: s.start,
      end: s.end,
    })),
    days: activitiesByDay(a.items, a.timeZone),
    infringements,
    chart: a.chart,
    fileName: `${a.plate}-${day(a.start)}-${day(a.end)}.pdf`.replace(/[^\w.-]+/g, '-'),
  });
}

const driversAnswer = z.object({ data: z.array(driverSchema.loose()) });
const STEP_MS = 60_000;

/**
 * What the EU 561 engine finds in the range for the drivers on the timeline (the relay's
 * `/drivers/{id}/infringements`, asked up to the last whole minute before now, which it
 * accepts); a failure is said in words, not left as "none".
 */
async function infringementsIn(
  items: readonly TimelineItem[],
  start: number,
  end: number,
): Promise<ReportInfringements> {
  try {
    const known = driversAnswer.parse(await apiJson<unknown>('/geofleet/drivers')).data;
    const drivers = drivenBy(items, known);
    const until = Math.min(end, Math.floor(Date.now() / STEP_MS) * STEP_MS);
    const query = new URLSearchParams({
      start_date: new Date(start).toISOString(),
      end_date: new Date(until).toISOString(),
    }).toString();
    const found = await Promise.all(
      drivers.map(async ({ id, name }) => {
        const body = await apiJson<{ data: DriverInfringementsDto }>(
          `/drivers/${id}/infringements?${query}`,
        );
        return { driver: name, infringements: body.data.infringements };
      }),
    );
    return { checked: drivers.length, rows: rangeInfringements(found, start, end) };
  } catch (error) {
    console.warn("the report's infringements did not load", error);
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
