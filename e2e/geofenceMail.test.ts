import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GeofenceEvent, MailOutboxEntry } from '@fleetdeck/shared';
import { TestSmtp } from '../tests/support/testSmtp.js';
import { companyTruck, TestUpstream } from '../tests/support/testUpstream.js';
import { useApp } from './fixtures/app.js';
import { PoiPage } from './fixtures/poiPage.js';

/** A customer's gate near Pisa; the truck comes from 2 km south and leaves 2 km north. */
const GATE = { lat: 43.7, lng: 10.4 };
const TIRRENO = 4;
const PLATE = 'T41';

/**
 * Issue 18's journey: a dispatcher draws a POI around a customer's gate and asks for entry and
 * exit e-mails; a truck (of an upstream the test drives) arrives and leaves; each time an e-mail
 * reaches a real SMTP server on loopback, once, and a toast shows in the browser.
 */
describe('geofence e-mails, from the POI panel to the SMTP server', () => {
  const upstream = new TestUpstream();
  const smtp = new TestSmtp();
  const env: Record<string, string> = { POLL_TRUCKS_MS: '200' };
  const placeTruck = (lat: number): void => {
    const truck = companyTruck(41, lat, TIRRENO);
    truck.lastpoint = { ...truck.lastpoint!, lng: GATE.lng, date: new Date().toISOString() };
    upstream.trucks = [truck, companyTruck(42, 44.5, TIRRENO)];
  };

  beforeAll(async () => {
    await upstream.start();
    await smtp.start();
    placeTruck(GATE.lat - 0.018);
    env['UPSTREAM_URL'] = upstream.url;
    env['SMTP_URL'] = smtp.url;
  });
  const app = useApp({ env, browser: { width: 1440, height: 900 } });
  let poi: PoiPage;
  let poiId = 0;

  afterAll(async () => {
    await upstream.close();
    await smtp.close();
  });

  it('lets the dispatcher draw the gate with entry and exit e-mails to the warehouse', async () => {
    await app.signInToMap('dispatcher');
    const { page } = app.browser;
    poi = new PoiPage(page);
    await poi.open();
    await poi.button('Destinatari degli avvisi').click();
    const dialog = page.getByRole('dialog', { name: 'Destinatari degli avvisi' });
    await dialog.locator('input[type="email"]').first().fill('magazzino@tirreno.example');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await poi.button('Nuovo POI').click();
    await poi.field('Nome').fill('Cancello cliente Rossi');
    await poi.address().fill(`${GATE.lat}, ${GATE.lng}`);
    await poi.panel.getByText(/^Coordinate: /).waitFor();
    await poi.radius().fill('250');
    await poi.alert('Entrata').check();
    await poi.alert('Uscita').check();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/poi') && r.request().method() === 'POST',
    );
    await poi.button('Salva').click();
    poiId = ((await (await created).json()) as { data: { id: number } }).data.id;
    await poi.row('Cancello cliente Rossi').waitFor();
    // The polling relay's engine has taken the new geofence (the truck outside: its baseline).
    await vi.waitFor(() => expect(app.relay.geofence.watches(TIRRENO, poiId)).toBe(true), {
      timeout: 15_000,
    });
  });

  const mailsOf = async (kind: GeofenceEvent['kind']) => {
    const events = ((await poi.api('/poi/events')) as { data: GeofenceEvent[] }).data;
    const event = events.find((e) => e.poi_id === poiId && e.kind === kind);
    return event ? smtp.of(event.id) : [];
  };

  it('e-mails the warehouse and shows a toast when the truck arrives', async () => {
    const { page } = app.browser;
    placeTruck(GATE.lat - 0.0005);
    await page
      .getByRole('status')
      .filter({ hasText: `${PLATE} è entrato in Cancello cliente Rossi` })
      .first()
      .waitFor({ timeout: 30_000 });
    const [mail] = await vi.waitFor(
      async () => {
        const mails = await mailsOf('entry');
        expect(mails).toHaveLength(1);
        return mails;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(mail?.to).toBe('magazzino@tirreno.example');
    await poi.screenshot('geofence-mail-entry-light');
  });

  it('e-mails again when it leaves, each e-mail once, and the outbox says sent', async () => {
    const { page } = app.browser;
    placeTruck(GATE.lat + 0.018);
    await page
      .getByRole('status')
      .filter({ hasText: `${PLATE} è uscito da Cancello cliente Rossi` })
      .first()
      .waitFor({ timeout: 30_000 });
    await vi.waitFor(async () => expect(await mailsOf('exit')).toHaveLength(1), {
      timeout: 30_000,
      interval: 250,
    });
    expect(await mailsOf('entry')).toHaveLength(1);
    expect(smtp.received).toHaveLength(2);
    const outbox = ((await poi.api('/poi/outbox')) as { data: MailOutboxEntry[] }).data;
    expect(outbox.map((m) => m.status)).toEqual(['sent', 'sent']);
    await poi.tab('Avvisi').click();
    await poi.screenshot('geofence-mail-outbox-light');
    expect(app.browser.errors).toEqual([]);
  });
});
