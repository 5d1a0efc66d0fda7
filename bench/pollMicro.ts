// In-process micro-bench of the trucks poll's CPU after the fetch: JSON.parse of a partial answer
// (10k fleet, 20 % moved) and its incremental validation. `npx tsx bench/pollMicro.ts`.
import { TruckValidator } from '../relay/src/upstream/truckValidator.js';
import { makeFleet, tick } from './fleetFixture.js';

const N = Number(process.env.TRUCKS ?? 10_000);
let fleet = makeFleet(N);
const validator = new TruckValidator();
validator.validate(JSON.parse(JSON.stringify({ data: fleet })));
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
const parseMs: number[] = [];
const validMs: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const text of texts) {
    const a = process.cpuUsage();
    const body: unknown = JSON.parse(text);
    const b = process.cpuUsage();
    validator.validateChanges(body);
    const c = process.cpuUsage();
    if (round > 0) {
      parseMs.push((b.user + b.system - a.user - a.system) / 1000);
      validMs.push((c.user + c.system - b.user - b.system) / 1000);
    }
  }
}
const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1] ?? NaN;
console.log(
  `answer ${(texts[0]!.length / 1e6).toFixed(2)} MB; parse ${median(parseMs).toFixed(2)} ms, validate ${median(validMs).toFixed(2)} ms (medians, cpuUsage)`,
);
