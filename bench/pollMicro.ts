// In-process micro-bench of a tick's CPU on the polling relay, after the fetch: JSON.parse of a
// partial answer (10k fleet, 20 % moved), its incremental validation, the diff, the split into
// company streams, and the wire encode of the all-companies stream (columnar form + the JSON text
// Socket.IO sends). `npx tsx bench/pollMicro.ts` (TRUCKS=50000 for the big fleet).
import { ALL_COMPANIES, encodeDiff, type Truck } from '@fleetdeck/shared';
import { StaticCompanyDirectory } from '../relay/src/live/companies.js';
import { FleetHub } from '../relay/src/live/hub.js';
import { TruckValidator } from '../relay/src/upstream/truckValidator.js';
import { makeFleet, tick } from './fleetFixture.js';

const N = Number(process.env.TRUCKS ?? 10_000);
let fleet = makeFleet(N);
const validator = new TruckValidator();
const hub = new FleetHub(new StaticCompanyDirectory());
hub.update(validator.validate(JSON.parse(JSON.stringify({ data: fleet }))));
const texts: string[] = [];
for (let s = 1; s <= 40; s++) {
  const before = fleet;
  fleet = tick(fleet, 0.2, s, s, false);
  texts.push(
    JSON.stringify({
      data: fleet.filter((t, i) => t !== before[i]),
      cursor: String(s),
      partial: true,
    }),
  );
}
const parts = ['parse', 'validate', 'diff+apply+split', 'encode', 'stringify'] as const;
const figures = new Map<string, number[]>(parts.map((p) => [p, []]));
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let wireBytes = 0;
let at = 0;
for (let round = 0; round < 3; round++) {
  for (const text of texts) {
    const marks = [cpu()];
    const body: unknown = JSON.parse(text);
    marks.push(cpu());
    const trucks: Truck[] = validator.validateChanges(body);
    marks.push(cpu());
    const fleetTick = hub.update(trucks, (at += 1000), false);
    marks.push(cpu());
    if (!fleetTick) throw new Error('a tick without changes');
    const diff = fleetTick.streams.get(ALL_COMPANIES);
    if (!diff) throw new Error('no all-companies stream');
    const wire = encodeDiff(diff);
    marks.push(cpu());
    const frame = JSON.stringify(['fleet:diff', wire]);
    marks.push(cpu());
    wireBytes = frame.length;
    if (round > 0)
      parts.forEach((p, i) => figures.get(p)?.push((marks[i + 1] ?? 0) - (marks[i] ?? 0)));
  }
}
const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1] ?? NaN;
console.log(
  `${N} trucks; answer ${(texts[0]!.length / 1e6).toFixed(2)} MB; diff frame ${(wireBytes / 1024).toFixed(1)} KB`,
);
console.log(
  '  medians (cpuUsage): ' +
    parts.map((p) => `${p} ${median(figures.get(p) ?? []).toFixed(2)} ms`).join(', '),
);
