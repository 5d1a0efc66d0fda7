// Simulator figures for docs/perf.md: stepping a large fleet, one truck's 3-day route, and a
// 24-hour vehicle-passage search. Prints; asserts nothing.
import { FleetSimulator, routeFeatures, vehiclePassage } from '@fleetdeck/sim';

const START = Date.parse('2026-11-18T12:00:00Z');

function time<T>(fn: () => T): { ms: number; value: T } {
  const t0 = process.hrtime.bigint();
  const value = fn();
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, value };
}

const line = (label: string, value: string): void => console.log(`${label.padEnd(52)} ${value}`);

export function benchSimulator(): void {
  console.log('\nSimulator');
  {
    const built = time(() => new FleetSimulator(50_000, 42, START, { historyHours: 1 }));
    const sim = built.value;
    line('50,000 vehicles: build (plans ~17 h each)', `${built.ms.toFixed(0)} ms`);
    for (let i = 0; i < 30; i++) sim.step(1); // warm-up
    const runs = 120;
    const stepped = time(() => {
      for (let i = 0; i < runs; i++) sim.step(1);
    });
    const perStep = stepped.ms / runs;
    line(
      '50,000 vehicles: advance one simulated second',
      `${perStep.toFixed(1)} ms (${((perStep / 1000) * 100).toFixed(1)} % of a core at 1 Hz)`,
    );
    const listed = time(() => sim.list());
    line('50,000 vehicles: list() snapshot', `${listed.ms.toFixed(0)} ms`);
  }
  {
    const sim = new FleetSimulator(2_000, 42, START, { historyHours: 80 });
    const now = sim.now / 1000;
    const build: number[] = [];
    const json: number[] = [];
    let points = 0;
    let bytes = 0;
    for (const v of sim.fleet.vehicles.slice(0, 12)) {
      if (v.type === 3) continue;
      routeFeatures(sim, v, now - 72 * 3600, now); // warm-up
      const r = time(() => routeFeatures(sim, v, now - 72 * 3600, now));
      const j = time(() => JSON.stringify(r.value));
      build.push(r.ms);
      json.push(j.ms);
      points = Math.max(points, r.value.features.length);
      bytes = Math.max(bytes, j.value.length);
    }
    const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1] ?? 0;
    line(
      'one truck, 3-day route.json: features (median, max)',
      `${median(build).toFixed(1)} ms, ${Math.max(...build).toFixed(1)} ms (up to ${points} points)`,
    );
    line(
      'one truck, 3-day route.json: JSON.stringify (median)',
      `${median(json).toFixed(1)} ms (up to ${(bytes / 1024).toFixed(0)} KB)`,
    );
  }
  {
    const sim = new FleetSimulator(10_000, 42, START, { historyHours: 26 });
    const now = sim.now / 1000;
    const places: [string, number, number][] = [
      ['A1 near Bologna', 44.4949, 11.3426],
      ['Milan', 45.4643, 9.1895],
      ['Brenner', 47.0022, 11.5058],
    ];
    for (const [name, lat, lng] of places) {
      vehiclePassage(sim, lat, lng, 1000, now - 24 * 3600, now); // warm-up
      const r = time(() => vehiclePassage(sim, lat, lng, 1000, now - 24 * 3600, now));
      line(
        `10,000 vehicles, 24 h passage, r=1 km, ${name}`,
        `${r.ms.toFixed(0)} ms (${r.value.length} vehicles)`,
      );
    }
  }
}
