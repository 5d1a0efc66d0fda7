import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TimelineItem, type Truck, vehiclePassageResponseSchema } from '@fleetdeck/shared';
import { printReport } from './fixtures/analyserReport.js';
import { useApp } from './fixtures/app.js';
import { PassagePage } from './fixtures/passagePage.js';
import { UserStore } from './fixtures/userStore.js';

const ATHENS = 'Europe/Athens';

/** An instant's wall clock in Athens, computed here in Node (not by the app's code). */
function athens(instant: number | string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ATHENS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '?';
  const [d, m, y, h, min, s] = ['day', 'month', 'year', 'hour', 'minute', 'second'].map(part);
  return {
    day: `${y}-${m}-${d}`,
    time: `${h}:${min}`,
    dateTime: `${d}/${m}/${y} ${h}:${min}`,
    dateTimeSeconds: `${d}/${m}/${y} ${h}:${min}:${s}`,
    dayMonthSeconds: `${d}/${m} ${h}:${min}:${s}`,
  };
}

/** The instant of a wall time (`YYYY-MM-DD`, `HH:mm`) in Athens: the hour's offset found by Intl. */
function athensInstant(day: string, time: string): number {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  // Athens is 2 or 3 hours ahead of UTC: the candidate whose Athens clock reads the wall time.
  const found = [2, 3]
    .map((h) => asUtc - h * 3_600_000)
    .find((at) => athens(at).day === day && athens(at).time === time);
  if (found === undefined) throw new Error(`no instant reads ${day} ${time} in Athens`);
  return found;
}

const yesterdayInAthens = () => athens(Date.now() - 86_400_000).day;

// Issue 47, the clock on history: the browser runs in UTC and the account is in Athens (two hours
// ahead in winter): the analyser's range, its timeline and its report, and the passage search's
// results and its CSV are on the account's clock, and the exports name the zone.
describe('history on the account clock, Chromium in UTC, the account in Athens', () => {
  const app = useApp({ env: { SIM_TRUCKS: '200' }, browser: false });
  /** A truck of company 1 that drove yesterday 06:00-14:00 (Athens), and a point it passed. */
  let gate: { truck: Truck; lat: number; lng: number };

  beforeAll(async () => {
    const store = await UserStore.signIn(app.url, 'admin');
    const saved = await store.api('/users/me/config', {
      method: 'PUT',
      body: { timeZone: ATHENS },
    });
    expect(saved.status).toBe(204);
    const day = yesterdayInAthens();
    const morning = new URLSearchParams({
      start_date: new Date(athensInstant(day, '06:00')).toISOString(),
      end_date: new Date(athensInstant(day, '14:00')).toISOString(),
      company: '1',
    });
    for (const candidate of app.relay.hub.snapshot(1).trucks.filter((t) => t.type !== 3)) {
      const route = (await (
        await fetch(
          `${app.relay.upstreamUrl}/geofleet/trucks/${candidate.id}/route.json?${morning}`,
          { headers: { 'x-company': '1' } },
        )
      ).json()) as {
        features: { geometry: { coordinates: [number, number] }; properties: { speed?: number } }[];
      };
      const driving = route.features.filter((f) => (f.properties.speed ?? 0) > 30);
      const at = driving[Math.floor(driving.length / 2)];
      if (at && driving.length > 20) {
        gate = {
          truck: candidate,
          lng: at.geometry.coordinates[0],
          lat: at.geometry.coordinates[1],
        };
        return;
      }
    }
    throw new Error('no truck of company 1 drove yesterday morning');
  });

  it("the analyser's range, timeline and PDF report are on the Athens clock", async () => {
    const browser = await app.openBrowser({ timezoneId: 'UTC' });
    const { page } = browser;
    await app.signInToMap('admin', browser);
    const day = yesterdayInAthens();
    const start = athensInstant(day, '06:00');
    const end = athensInstant(day, '14:00');
    const timeline = page.waitForResponse((r) => /\/timeline\?/.test(r.url()) && r.ok());
    await page.goto(`${app.url}/analyser/${gate.truck.id}?start=${day}T06:00&end=${day}T14:00`);
    const answer = await timeline;

    // The address's 06:00-14:00 is Athens' wall time: the instants asked for are Athens' ones.
    const asked = new URL(answer.url()).searchParams;
    expect(Date.parse(asked.get('start_date') ?? '')).toBe(start);
    expect(Math.floor(Date.parse(asked.get('end_date') ?? '') / 60_000)).toBe(
      Math.floor(end / 60_000),
    );

    // Each trip and stop of the timeline says its times on the Athens clock (not UTC's).
    const items = ((await answer.json()) as { data: TimelineItem[] }).data.filter(
      (i) => i.type === 'stop' || i.type === 'moving',
    );
    expect(items.length).toBeGreaterThan(0);
    const labels = page.locator('.analyser-timeline [data-item]');
    await expect.poll(() => labels.count()).toBeGreaterThan(0);
    const shown = await labels.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')));
    const expected = items.map((i) => `${athens(i.start_date).time}–${athens(i.end_date).time}`);
    const matched = expected.filter((e) => shown.some((s) => s?.includes(` · ${e} · `)));
    expect(matched.length).toBeGreaterThanOrEqual(Math.ceil(items.length / 2));

    // The report: the range on the Athens clock with the zone named.
    const report = await printReport(page, 'Stampa PDF', 'analyser-pdf-athens');
    expect(report.text).toContain(
      `${athens(start).dateTime} – ${athens(end).dateTime} (${ATHENS})`,
    );
    expect(browser.errors).toEqual([]);
  });

  it("the passage search's results and its CSV are on the Athens clock", async () => {
    const browser = await app.openBrowser({ timezoneId: 'UTC' });
    const { page } = browser;
    await app.signInToMap('admin', browser);
    const passage = new PassagePage(page);
    await passage.open();
    await passage.typeCoordinates(gate.lat, gate.lng);
    await passage.radius().fill('0.3');
    const day = yesterdayInAthens();
    await passage.pickInterval(day, day, ['06:00', '14:00']);
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/geofleet/vehiclepassage') && r.ok(),
    );
    await passage.searchButton().click();
    const answer = await searched;
    const asked = new URL(answer.url()).searchParams;
    expect(Date.parse(asked.get('start_date') ?? '')).toBe(athensInstant(day, '06:00'));
    const found = vehiclePassageResponseSchema.parse(await answer.json()).data;
    expect(found.map((v) => v.id)).toContain(gate.truck.id);

    const { plate } = gate.truck;
    const row = passage.vehicle(plate);
    await row.waitFor();
    if ((await row.getAttribute('aria-expanded')) === 'false') await row.click();
    await passage.passages(plate).first().waitFor();
    // Every entry and exit shown is its instant on the Athens clock.
    const times = await passage
      .passages(plate)
      .locator('time')
      .evaluateAll((ts) =>
        ts.map((t) => ({ at: t.getAttribute('datetime') ?? '', text: t.textContent ?? '' })),
      );
    expect(times.length).toBeGreaterThan(0);
    for (const { at, text } of times)
      expect([athens(at).dateTimeSeconds.slice(11), athens(at).dayMonthSeconds]).toContain(text);

    // The CSV: the interval named with its zone, each passage's entry on the Athens clock.
    const dir = mkdtempSync(join(tmpdir(), 'fleetdeck-passage-athens-'));
    try {
      const download = page.waitForEvent('download');
      await passage.panel.getByRole('button', { name: 'Esporta CSV' }).click();
      const file = join(dir, 'passage.csv');
      await (await download).saveAs(file);
      const csv = readFileSync(file, 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(csv[2]).toBe(
        `Intervallo di tempo;${athens(athensInstant(day, '06:00')).dateTimeSeconds} – ${csv[2]?.split(' – ')[1] ?? ''}`,
      );
      expect(csv[2]).toMatch(/ 14:00:\d\d \(Europe\/Athens\)$/);
      const entries = csv.filter((l) => l.startsWith(`${plate};`)).map((l) => l.split(';')[1]);
      expect(entries).toContain(athens(times[0]!.at).dateTimeSeconds);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(browser.errors).toEqual([]);
  });
});
