import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetSimulator } from './fleetSimulator.js';
import { routeFeatures, stopFeatures, vehiclePassage } from './history.js';
import { HistoryTooLarge } from './historyLimits.js';
import { startSimulatorServer, type SimulatorServer } from './simulatorServer.js';

const START = Date.parse('2026-11-18T15:00:00Z');
const DAY = 86_400;
const MILAN = [45.4643, 9.1895] as const;

/** How far ahead of the simulated clock the furthest-planned truck is, in seconds. */
const plannedAhead = (sim: FleetSimulator): number =>
  Math.max(...sim.fleet.vehicles.map((v) => v.planner?.phases.at(-1)?.t1 ?? 0)) - sim.now / 1000;

describe('simulated history stops at now and at the retention', () => {
  const sim = new FleetSimulator(60, 4, START, { historyHours: 12 });
  const now = sim.now / 1000;

  it('answers a range in the future with nothing, without planning the trucks up to it', () => {
    const ahead = plannedAhead(sim);
    expect(vehiclePassage(sim, ...MILAN, 100_000, now + DAY, now + 2 * DAY)).toEqual([]);
    expect(plannedAhead(sim)).toBe(ahead);
    // The year 9999 (issue 43): the plans are where they were, not a day or 8,000 years on.
    expect(vehiclePassage(sim, ...MILAN, 5000, 253_402_128_000, 253_402_214_400)).toEqual([]);
    expect(plannedAhead(sim)).toBe(ahead);
  });

  it('cuts a range reaching past now at now, and one reaching before the retention there', () => {
    const v = sim.fleet.vehicles.find((x) => x.planner && x.deadAt === null)!;
    const route = routeFeatures(sim, v, now - 3600, now + DAY).features;
    expect(route.length).toBeGreaterThan(0);
    const last = Date.parse(String(route.at(-1)?.properties['date']));
    expect(last).toBeLessThanOrEqual(sim.now);
    const old = stopFeatures(sim, v, now - 13 * 3600, now, 0).features;
    const kept = Date.parse(old[0]!.properties.start_date) / 1000;
    expect(kept).toBeGreaterThanOrEqual(now - 12 * 3600);
    expect(stopFeatures(sim, v, now - 3 * DAY, now - 2 * DAY, 0).features).toEqual([]);
  });
});

describe('the work budget of one history request', () => {
  const sim = new FleetSimulator(60, 4, START, { historyHours: 12, historyBudgetSteps: 500 });
  const now = sim.now / 1000;

  it('stops a request past its steps with a clear error', () => {
    const v = sim.fleet.vehicles.find((x) => x.planner && x.deadAt === null && x.type !== 3)!;
    expect(() => routeFeatures(sim, v, now - 12 * 3600, now)).toThrow(HistoryTooLarge);
    expect(() => vehiclePassage(sim, ...MILAN, 100_000, now - 12 * 3600, now)).toThrow(
      /more than 500 truck steps/,
    );
    // Each request has a budget of its own: a small one still answers.
    expect(routeFeatures(sim, v, now - 600, now).features.length).toBeGreaterThan(0);
  });
});

describe('the simulator as an upstream', () => {
  let server: SimulatorServer;
  const get = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const iso = (s: number) => new Date(s * 1000).toISOString();
  beforeAll(async () => {
    server = await startSimulatorServer({
      trucks: 60,
      seed: 4,
      tickMs: 0,
      startMs: START,
      historyHours: 24,
      historyBudgetSteps: 2000,
    });
  });
  afterAll(() => server.close());

  it('answers the crash request of issue 43 at once, with nothing', async () => {
    const now = server.simulator.now / 1000;
    const ahead = plannedAhead(server.simulator);
    const tomorrow = `start_date=${iso(now + DAY)}&end_date=${iso(now + 2 * DAY)}`;
    const at = 'lat=45.46&lon=9.19&radius=5';
    expect(await get(`/geofleet/vehiclepassage?${tomorrow}&${at}`)).toEqual({
      status: 200,
      body: { data: [] },
    });
    expect(plannedAhead(server.simulator)).toBe(ahead);
    const range = 'start_date=9999-12-30T00:00:00Z&end_date=9999-12-31T00:00:00Z';
    const answer = await get(`/geofleet/vehiclepassage?${range}&${at}`);
    expect(answer).toEqual({ status: 200, body: { data: [] } });
    expect(plannedAhead(server.simulator)).toBe(ahead);
  });

  it('answers 503 in words to a request past its budget', async () => {
    const now = server.simulator.now / 1000;
    const range = `start_date=${iso(now - DAY)}&end_date=${iso(now)}`;
    const answer = await get(`/geofleet/vehiclepassage?${range}&lat=45.46&lon=9.19&radius=100`);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: 'overloaded', message: /shorter period/ });
  });
});
