import { describe, expect, it } from 'vitest';
import { bluetoothDeviceSchema, type BluetoothDevice } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { seriousViolations } from './fixtures/axeAudit.js';
import { BluetoothPage } from './fixtures/bluetoothPage.js';

describe('the Bluetooth devices panel in Chromium', () => {
  // Enough trailers for every battery class and a few silent probes in company 1's stream.
  const app = useApp({ env: { SIM_TRUCKS: '1000' }, browser: { width: 1440, height: 900 } });

  /** Upstream's probes on the vehicles of company 1's stream: what the admin should see. */
  const companyDevices = async (): Promise<BluetoothDevice[]> => {
    const plates = new Set(app.relay.hub.snapshot(1).trucks.map((t) => t.plate));
    const body = (await (
      await fetch(`${app.relay.upstreamUrl}/geofleet/bluetooth_accessories`)
    ).json()) as { data: unknown[] };
    return body.data
      .map((d) => bluetoothDeviceSchema.parse(d))
      .filter((d) => d.vehicle && plates.has(d.vehicle.plate));
  };

  it('lists the probes with battery classes, searches, filters and orders, and shows a probe in the vehicle details', async () => {
    const { page } = app.browser;
    await app.signInToMap('admin');
    const devices = await companyDevices();
    const critical = devices.filter((d) => (d.battery_percentage ?? 100) <= 20).length;
    expect(devices.some((d) => d.status === 0)).toBe(true);
    const bt = new BluetoothPage(page);

    // The sidebar counts the critical batteries and says so.
    const counter = await bt.counter();
    expect(Number(counter.figure)).toBeGreaterThan(0);
    expect(Math.abs(Number(counter.figure) - critical)).toBeLessThanOrEqual(2);
    expect(counter.title).toMatch(/^Dispositivi Bluetooth \(Sonde con batteria critica: \d+\)$/);

    await bt.open();
    await bt.waitForRows();
    expect(await bt.summary()).toMatch(new RegExp(`^${devices.length} di ${devices.length} `));
    const first = (await bt.rowViews())[0]!;
    expect(first.text).toMatch(/(Sonda porta|Sonda temperatura)/);
    expect(first.text).toMatch(/\d+ %/);
    expect(first.text).toMatch(/(Connesso|Disconnesso)/);
    // The time as text: how long ago and when.
    expect(first.text).toMatch(/fa · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // The list is virtual: hundreds of probes, a screenful of rows.
    expect((await bt.rowViews()).length).toBeLessThan(devices.length);
    await bt.screenshot('bluetooth-panel-light', bt.panel);
    expect(await seriousViolations(page, 'bluetooth panel')).toEqual([]);

    // Ordered by battery, lowest first: the critical ones lead, in the danger colour, in words.
    await bt.filter(async (dialog) => {
      await dialog.getByLabel('Batteria, dalla più scarica').check();
      await bt.screenshot('bluetooth-filter-light', dialog);
      expect(await seriousViolations(page, 'bluetooth filter')).toEqual([]);
    });
    const byBattery = await bt.rowViews();
    expect(byBattery[0]?.battery).toBe('critical');
    expect(byBattery[0]?.text).toContain('critica');
    const levels = byBattery.map((r) => Number(/(\d+) %/.exec(r.text)?.[1]));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const [red, danger] = await bt.colours(bt.rows().first(), '.bt-battery', '--danger');
    expect(red).toBe(danger);

    // Door probes only: every row is one.
    await bt.filter(async (dialog) => {
      await dialog.getByLabel('Sonda porta').check();
    });
    const doors = await bt.rowViews();
    expect(doors.length).toBeGreaterThan(0);
    expect(doors.every((r) => r.text.includes('Sonda porta'))).toBe(true);
    expect(doors.every((r) => /Porta (aperta|chiusa)/.test(r.text))).toBe(true);

    // Disconnected ones only, faded to the muted colour but readable.
    await bt.filter(async (dialog) => {
      await dialog.getByRole('button', { name: 'Azzera filtri' }).click();
      await dialog.getByLabel('Disconnesso').check();
    });
    const silent = await bt.rowViews();
    expect(silent.length).toBe(devices.filter((d) => d.status === 0).length);
    expect(silent.every((r) => r.status === 'disconnected' && r.text.includes('Disconnesso'))).toBe(
      true,
    );
    const [faded, muted] = await bt.colours(bt.rows().first(), '', '--muted');
    expect(faded).toBe(muted);
    await bt.filter(async (dialog) => {
      await dialog.getByRole('button', { name: 'Azzera filtri' }).click();
    });

    // The search narrows to a plate; nothing matching says so.
    // A connected reefer probe whose trailer opened its doors today, if there is one.
    const events = (
      (await (
        await fetch(
          `${app.relay.upstreamUrl}/trucks/events?since=${new Date(Date.now() - 86_000_000).toISOString()}`,
        )
      ).json()) as { data: { truck_id: number; event_type: string }[] }
    ).data;
    const opened = new Set(
      app.relay.hub
        .snapshot(1)
        .trucks.filter((t) => events.some((e) => e.truck_id === t.id))
        .map((t) => t.plate),
    );
    const reefers = devices.filter((d) => d.model === 5 && d.status === 1);
    const reefer = reefers.find((d) => opened.has(d.vehicle!.plate)) ?? reefers[0]!;
    const plate = reefer.vehicle!.plate;
    await bt.search(plate.toLowerCase());
    await expect
      .poll(async () => (await bt.rowViews()).map((r) => r.mac).sort())
      .toEqual(
        devices
          .filter((d) => d.vehicle?.plate === plate)
          .map((d) => d.mac)
          .sort(),
      );
    await bt.search('no such probe');
    await bt.panel.getByText('Nessun dispositivo Bluetooth').waitFor();
    expect(await bt.rows().count()).toBe(0);

    // A click shows the probe's vehicle: its details with the probes and its recent events.
    await bt.search(reefer.mac);
    await expect.poll(async () => (await bt.rowViews()).map((r) => r.mac)).toEqual([reefer.mac]);
    // From the keyboard: the list is one tab stop, the arrows pick a row, Enter shows it.
    await page.getByRole('grid', { name: 'Dispositivi Bluetooth' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await bt.rows().first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await bt.probes().waitFor({ timeout: 15_000 });
    const probesText = (await bt.probes().textContent()) ?? '';
    expect(probesText).toContain('Sonda temperatura');
    expect(probesText).toMatch(/Temperatura impostata (-20|3) °C \(±2 °C\)/);
    expect(probesText).toMatch(/-?\d+,\d °C/);
    await bt.events().waitFor();
    await expect
      .poll(async () => (await bt.events().textContent()) ?? '', { timeout: 15_000 })
      .toMatch(
        opened.has(plate) ? /Porta aperta \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/ : /Nessun evento/,
      );
    // The map follows the probe's vehicle.
    const vehicle = app.relay.hub.snapshot(1).trucks.find((t) => t.plate === plate)!;
    await expect
      .poll(
        async () => {
          const centre = await page.evaluate(() => window.__fleetdeck?.camera?.()?.center);
          const lp = vehicle.lastpoint!;
          return centre ? Math.hypot(centre[0] - lp.lng, centre[1] - lp.lat) : Infinity;
        },
        { timeout: 15_000 },
      )
      .toBeLessThan(0.1);
    await bt.screenshot('bluetooth-details-light', page.locator('section.vehicle-card'));
    await bt.screenshot('bluetooth-map-light');
    expect(await seriousViolations(page, 'vehicle probes')).toEqual([]);

    // The same in the dark theme.
    await bt.chooseTheme('Scuro');
    await bt.open();
    await bt.waitForRows();
    await bt.filter(async (dialog) => {
      await dialog.getByLabel('Batteria, dalla più scarica').check();
    });
    await bt.screenshot('bluetooth-panel-dark', bt.panel);
    expect(await seriousViolations(page, 'bluetooth panel, dark')).toEqual([]);
    await bt.search(reefer.mac);
    await expect.poll(async () => (await bt.rowViews()).map((r) => r.mac)).toEqual([reefer.mac]);
    await bt.rows().first().click();
    await bt.probes().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('vehicle-plate').textContent()).toBe(plate);
    await bt.screenshot('bluetooth-details-dark', page.locator('section.vehicle-card'));
    await bt.chooseTheme('Chiaro');
    expect(app.browser.errors).toEqual([]);
  });
});
