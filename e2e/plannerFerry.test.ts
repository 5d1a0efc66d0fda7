import { beforeAll, describe, expect, it } from 'vitest';
import type { RoutePlanResult, RouteRequest } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { PlannerPage } from './fixtures/plannerPage.js';

// Issue 45, the ferry on screen: Napoli -> Palermo takes the night ferry; the manoeuvres list
// shows the crossing (not driving), and the plan takes the daily rest on board under Art. 9.
describe('a ferry leg in the route planner, in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '20' }, browser: { width: 1440, height: 1000 } });
  let planner: PlannerPage;

  beforeAll(async () => {
    await app.signInToMap('admin');
    planner = new PlannerPage(app.browser.page);
  });

  it('shows the Napoli - Palermo crossing and the daily rest on board', async () => {
    const { page } = app.browser;
    await page.goto(`${app.url}/planner/`);
    await planner.panel.waitFor();
    // The driving times considered (a rested driver), the step closed again before the stages.
    const step = 'Configurazione tempi di guida';
    await planner.expand(step);
    await planner.field('Considera i tempi di guida').check();
    await planner.button(step).click();
    expect(await planner.pick(planner.stage(1), 'Napoli')).toMatch(/^Napoli/);
    expect(await planner.pick(planner.stage(2), 'Palermo')).toMatch(/^Palermo/);
    const plain = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(plain.status).toBe(200);
    const ferry = page.locator('.planner-event-list li[data-kind="ferry"]');
    await expect.poll(() => ferry.count()).toBe(1);
    expect(await ferry.textContent()).toMatch(/Traghetto Napoli → Palermo: .*non è guida/);

    // Boarding is no turn onto the line, and the crossing's 11 h 30 are not driving to warn of.
    expect(await page.locator('.planner-event-list').textContent()).not.toMatch(/su Napoli –/);
    expect(await planner.panel.getByTestId('planner-limit-need').count()).toBe(0);
    await planner.screenshot('planner-ferry-events-light');
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/planner/route') &&
        (r.request().postDataJSON() as RouteRequest).includeBreaks === true,
      { timeout: 120_000 },
    );
    await planner.button('Inserisci pause e riposi').click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const result = (await response.json()) as RoutePlanResult;
    expect(result.ferryCrossings).toMatchObject([{ name: 'Napoli – Palermo', dailyRest: true }]);
    const row = planner.figure('planner-breaks').locator('tr[data-kind="ferry"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('Riposo giornaliero regolare a bordo (art. 9)');
    await planner.screenshot('planner-ferry-light');
    // The vehicle list's reverse geocoding may answer 503 on a loaded machine: not this journey's.
    expect(app.browser.errors.filter((e) => !e.includes('/api/geocode/reverse'))).toEqual([]);
  });
});
