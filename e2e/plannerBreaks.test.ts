import { beforeAll, describe, expect, it } from 'vitest';
import {
  driversPlafondResponseSchema,
  trucksResponseSchema,
  type DriverPlafond,
  type RoutePlanResult,
  type RouteRequest,
  type Truck,
} from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { dateFieldText, dateFieldValue, fillDateField } from './fixtures/dateField.js';
import { seriousViolations } from './fixtures/axeAudit.js';
import { PlannerPage } from './fixtures/plannerPage.js';
import { UserStore } from './fixtures/userStore.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';

const H = 3600;
const STEP = 'Configurazione tempi di guida';
const SINCE_BREAK = "Guida dall'ultima pausa (h)";
const SINCE_DAILY_REST = "Guida dall'ultimo riposo giornaliero (h)";
const ON_DUTY = "Servizio dall'ultimo riposo giornaliero (h)";
const LAST_WORKED = "Ultima attività dell'autista";
/** Tomorrow afternoon (the browser's local time): the day's rest then falls in the night. */
const DEPARTURE = '2026-11-28T13:00';

/** The form's hours for seconds, to the hundredth (as the step writes them). */
const hours = (seconds: number) => String(Math.round((seconds / H) * 100) / 100);
/** Driving left before the break, in the driver's plafond. */
const breakLeft = (p: DriverPlafond | undefined) => p?.view.dpv3?.breakResidualDrive ?? null;

// The "done when", the driving-time part: a dispatcher opens the planner from a truck,
// finds the step filled from its driver's plafond, gives the driver 1 h 10 of driving left
// (3 h 20 since the break), plans Verona -> Bari and loads breaks and rests: the break at a truck
// parking before the limit, the daily rest at night, the wait for Sunday's driving ban in Italy,
// the arrival with the rests after the one without. Then the same in dark mode from the step typed by hand.
describe('breaks and rests in the route planner, in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '20' }, browser: { width: 1440, height: 1000 } });
  let planner: PlannerPage;

  beforeAll(async () => {
    await app.signInToMap('admin');
    planner = new PlannerPage(app.browser.page);
  });

  /** Verona -> Bari calculated, then breaks and rests loaded: the request and answer of those. */
  async function planVeronaBariWithBreaks() {
    const { page } = app.browser;
    expect(await planner.pick(planner.stage(1), 'Verona')).toMatch(/^Verona/);
    expect(await planner.pick(planner.stage(2), 'Bari')).toMatch(/^Bari/);
    const plain = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(plain.status).toBe(200);
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/planner/route') &&
        (r.request().postDataJSON() as RouteRequest).includeBreaks === true,
      { timeout: 120_000 },
    );
    await planner.button('Inserisci pause e riposi').click();
    const response = await answer;
    expect(response.status()).toBe(200);
    return {
      request: response.request().postDataJSON() as RouteRequest,
      result: (await response.json()) as RoutePlanResult,
    };
  }

  /** The step as the driver: 3 h 20 driven since the break and the daily rest. */
  async function typeTheDriver() {
    await planner.field(SINCE_BREAK).fill('3,3333');
    await planner.field(SINCE_DAILY_REST).fill('3.3333');
    await planner.field(ON_DUTY).fill('4');
    await fillDateField(planner.panel, LAST_WORKED, DEPARTURE);
    await planner.expand('Passo 1: informazioni sul percorso');
    await fillDateField(planner.panel, 'Partenza alle', DEPARTURE);
    // Both steps closed again: the stages' suggestions open below a short form.
    await collapse('Passo 1: informazioni sul percorso');
    await collapse(STEP);
  }

  async function collapse(step: string) {
    const trigger = planner.button(step);
    if ((await trigger.getAttribute('aria-expanded')) === 'true') await trigger.click();
  }

  /** What the result shows and draws for the plan, checked against the relay's answer. */
  async function checkPlan(request: RouteRequest, result: RoutePlanResult) {
    expect(request.plafond).toMatchObject({
      configurableWorkingHoursPreset: 'multiple_days',
      accumulatedDrivingTimeSinceLastBreak: 12000,
      accumulatedDrivingTimeSinceLastDailyRest: 12000,
      accumulatedTravelTimeSinceLastDailyRest: 4 * H,
    });
    const departure = Date.parse(result.waypoints[0]?.departure ?? '');
    const pauses = result.shadowWaypoints ?? [];
    const [first] = pauses;
    // The break: at a truck parking of the planner service, before the 1 h 10 run out.
    expect(first?.kind).toBe('break');
    expect(first?.parkingName).toBeTruthy();
    const breakAfter = (Date.parse(first?.arrival ?? '') - departure) / 1000;
    expect(breakAfter).toBeGreaterThan(0);
    expect(breakAfter).toBeLessThanOrEqual(70 * 60);
    // The daily rest: begun in the evening or the night on the user's clock (Europe/Rome: the
    // departure field is read in the account's zone, not the browser's UTC).
    const rest = pauses.find((p) => p.kind === 'daily_rest');
    expect(rest).toBeDefined();
    const restHour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Europe/Rome',
      }).format(new Date(rest?.arrival ?? '')),
    );
    expect(restHour >= 18 || restHour < 3).toBe(true);
    expect(Date.parse(result.etaWithRests ?? '')).toBeGreaterThan(
      Date.parse(result.etaWithoutRests ?? ''),
    );
    // Saturday afternoon to Bari with a 40 t truck: Sunday's Italian ban (09:00-22:00 from
    // October to May) holds it until 22:00 on the user's clock (issue 45).
    const waits = result.banWaits ?? [];
    expect(waits).toMatchObject([
      { country: 'IT', ban: 'sunday', departure: '2026-11-29T21:00:00.000Z' },
    ]);

    // The result: both arrivals, each pause with its place, nothing about the single-day preset.
    const withRests = await planner.figure('planner-eta-with-rests').textContent();
    const withoutRests = await planner.figure('planner-eta-without-rests').textContent();
    expect(withRests).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(withoutRests).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(withRests).not.toBe(withoutRests);
    const rows = planner.figure('planner-breaks').locator('tbody tr');
    expect(await rows.count()).toBe(pauses.length + waits.length);
    const banRow = planner.figure('planner-breaks').locator('tr[data-kind="ban_wait"]');
    expect(await banRow.textContent()).toContain('Divieto di circolazione (IT): domenica');
    expect(await banRow.textContent()).toContain('Attesa fino a 29/11 22:00');
    const firstRow = rows.first();
    expect(await firstRow.getAttribute('data-kind')).toBe('break');
    expect(await firstRow.textContent()).toContain(first?.parkingName ?? '?');
    expect(await firstRow.textContent()).toContain('45 min');
    expect(
      await planner.figure('planner-breaks').locator('tr[data-kind="daily_rest"]').count(),
    ).toBe(pauses.filter((p) => p.kind === 'daily_rest').length);
    expect(await planner.panel.getByText("supera i limiti di guida dell'autista").count()).toBe(0);

    // The map: breaks as round markers, every pause with its glyph.
    const breaks = pauses.filter((p) => p.kind === 'break').length;
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({
        'planner-breaks': { visible: true, size: breaks },
        'planner-rests': { visible: true, size: pauses.length },
      });
  }

  it('from a truck: the step filled from its driver, then the break at a parking and the rest at night', async () => {
    const { page } = app.browser;
    const company = { headers: { 'x-company': '1' } };
    const trucks = trucksResponseSchema.parse(
      await (await fetch(`${app.relay.upstreamUrl}/trucks`, company)).json(),
    ).data;
    const plafonds = driversPlafondResponseSchema.parse(
      await (await fetch(`${app.relay.upstreamUrl}/drivers/plafond`, company)).json(),
    ).data;
    // The truck whose driver is nearest to 1 h 10 of driving left before the break, driving
    // alone (a co-driver carded too takes the team preset, a plan of its own).
    const left = (t: Truck) => breakLeft(plafonds[String(t.lastpoint?.driver?.id)]);
    const truck = trucks
      .filter(
        (t) =>
          (t.lastpoint?.driver?.id ?? 0) > 1 &&
          (t.lastpoint?.codriver?.id ?? 0) <= 1 &&
          left(t) !== null,
      )
      .sort((a, b) => Math.abs((left(a) ?? 0) - 4200) - Math.abs((left(b) ?? 0) - 4200))[0];
    expect(truck, 'the simulator has trucks with a carded driver').toBeDefined();
    const driver = truck?.lastpoint?.driver;
    if (!truck || !driver) return;

    const list = new VehicleListPage(page);
    await list.waitForLoaded();
    await list.search(truck.plate ?? '');
    await list.row(truck.id).hover();
    const read = page.waitForResponse((r) => r.url().includes(`/api/drivers/${driver.id}/plafond`));
    await list.row(truck.id).getByRole('button', { name: 'Pianifica percorso' }).click();
    const answer = (await (await read).json()) as { data: DriverPlafond };
    await planner.panel.waitFor();

    // The step, filled from what the relay answered for the driver.
    await planner.expand(STEP);
    await expect
      .poll(() => planner.panel.getByTestId('plafond-from').textContent())
      .toContain(driver.surname ?? '');
    expect(await planner.field('Considera i tempi di guida').isChecked()).toBe(true);
    const sinceBreak = 4.5 * H - (breakLeft(answer.data) ?? 4.5 * H);
    expect(await planner.field(SINCE_BREAK).inputValue()).toBe(hours(sinceBreak));
    const daily = Math.max(answer.data.view.dpv5?.dailyDrive ?? 0, sinceBreak);
    expect(await planner.field(SINCE_DAILY_REST).inputValue()).toBe(hours(daily));
    expect(await dateFieldValue(planner.panel, LAST_WORKED)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(await dateFieldText(planner.panel, LAST_WORKED)).toMatch(
      /^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/,
    );
    await planner.screenshot('planner-plafond-step-light');

    // A wrong value is said in words and nothing is planned with it.
    await planner.field(SINCE_BREAK).fill('abc');
    await planner.panel.getByText('Indicare un numero di ore da 0 a 30').waitFor();
    await typeTheDriver();
    expect(await planner.panel.getByText('Indicare un numero di ore da 0 a 30').count()).toBe(0);

    const { request, result } = await planVeronaBariWithBreaks();
    await checkPlan(request, result);
    await planner.screenshot('planner-breaks-light');
    expect(await seriousViolations(page, 'planner breaks')).toEqual([]);
  });

  it('reads the same in dark mode, the step typed by hand', async () => {
    const { page } = app.browser;
    const store = await UserStore.signIn(app.url, 'admin');
    expect(await store.update({ colorMode: 'dark' })).toBe(200);
    await page.goto(`${app.url}/planner/`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['theme']), {
        timeout: 30_000,
      })
      .toBe('dark');
    await planner.panel.waitFor();
    await planner.expand(STEP);
    await planner.field('Considera i tempi di guida').check();
    await typeTheDriver();
    const { request, result } = await planVeronaBariWithBreaks();
    await checkPlan(request, result);
    await planner.screenshot('planner-breaks-dark');
    expect(await seriousViolations(page, 'planner breaks dark')).toEqual([]);
    expect(app.browser.errors).toEqual([]);
  });

  // Issue 45: two drivers get their handovers in the table; a single day that does not fit says
  // so plainly, with the day's reach, and lists the day's stops only.
  it('two drivers: who takes the wheel when; a single day: the trip does not fit, and how far it reaches', async () => {
    const { page } = app.browser;
    const planWith = async (preset: string) => {
      await page.goto(`${app.url}/planner/`);
      await planner.panel.waitFor();
      await planner.expand(STEP);
      await planner.field('Considera i tempi di guida').check();
      await planner.panel.getByLabel('Regime di lavoro').selectOption(preset);
      await typeTheDriver();
      return planVeronaBariWithBreaks();
    };

    const team = await planWith('team_and_multiple_days');
    expect(team.request.plafond?.configurableWorkingHoursPreset).toBe('team_and_multiple_days');
    const handovers = team.result.handovers ?? [];
    expect(handovers[0]?.driver).toBe(2);
    const rows = planner.figure('planner-breaks').locator('tr[data-kind="handover"]');
    expect(await rows.count()).toBe(handovers.length);
    expect(await rows.first().textContent()).toContain('Cambio autista: guida Autista 2');
    await planner.screenshot('planner-team-handovers');

    const single = await planWith('single_day');
    expect(single.result.violatedPlafond).toBe(true);
    const alert = planner.figure('planner-single-day-no-fit');
    expect(await alert.textContent()).toContain(
      'Il viaggio non sta in una sola giornata di lavoro.',
    );
    expect(await planner.figure('planner-single-day-reach').textContent()).toMatch(
      /In una giornata di lavoro si raggiungono [\d.,]+ km dei [\d.,]+ km del percorso/,
    );
    expect(await planner.panel.getByTestId('planner-eta-with-rests').count()).toBe(0);
    await planner.screenshot('planner-single-day');
    expect(app.browser.errors).toEqual([]);
  });
});
