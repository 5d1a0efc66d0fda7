import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';
import { seriousViolations } from './fixtures/axeAudit.js';

const POSTGRES_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `e2e_devices_${process.pid}_${Date.now().toString(36)}`;
/** A Teltonika IMEI with a valid Luhn check digit (the demo has no device bound to it). */
const ADDED_IMEI = '356209040000017';
/** A device the relay refused: the unknown list shows it for an administrator to bind. */
const UNKNOWN_IMEI = '861234567890127';

/** A query on the relay's PostgreSQL schema. */
async function sql(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${pg.escapeIdentifier(SCHEMA)}`);
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('the devices of a company in Chromium (administrator)', () => {
  const app = useApp({
    // PostgreSQL, so the test can put a refused device on the unknown list as a listener would.
    env: {
      SIM_TRUCKS: '40',
      POLL_TRUCKS_MS: '500',
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: SCHEMA,
    },
    browser: { width: 1440, height: 900 },
  });
  afterAll(() => sql(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(SCHEMA)} CASCADE`));

  it('adds a device, binds an unknown one, removes one (and undoes it)', async () => {
    const { page } = app.browser;
    await sql(
      `INSERT INTO unknown_devices (protocol, device_id, remote, attempts)
       VALUES ('teltonika', $1, '198.51.100.7', 4)`,
      [UNKNOWN_IMEI],
    );
    await app.signInToMap('admin'); // it-IT
    await page.getByRole('button', { name: 'Impostazioni' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Impostazioni' });
    await dialog.getByRole('tab', { name: 'Dispositivi' }).click();
    await dialog.getByText('Nessun dispositivo associato a un veicolo.').waitFor();

    // The unknown device, with where it came from.
    const unknown = dialog.getByRole('list', { name: 'Dispositivi sconosciuti' });
    const unknownRow = unknown.locator(`li[data-device="${UNKNOWN_IMEI}"]`);
    await unknownRow.waitFor();
    expect(await unknownRow.textContent()).toContain('198.51.100.7');

    // Add a device to a new vehicle: the button waits for an id and a plate.
    const add = dialog.getByRole('form', { name: 'Aggiungi un dispositivo' });
    const addButton = add.getByRole('button', { name: 'Aggiungi' });
    expect(await addButton.isDisabled()).toBe(true);
    await add.getByLabel('IMEI o identificativo').fill('356209040000013'); // Luhn fails
    await add.getByLabel('Targa').fill('FD 001 EV');
    await addButton.click();
    await add.getByRole('alert').filter({ hasText: 'Luhn' }).waitFor();
    await add.getByLabel('IMEI o identificativo').fill(ADDED_IMEI);
    await addButton.click();
    await dialog
      .getByRole('status')
      .filter({ hasText: `Dispositivo ${ADDED_IMEI} associato.` })
      .waitFor();
    const listed = dialog.getByRole('list', { name: "Dispositivi dell'azienda" });
    const addedRow = listed.locator(`li[data-device="${ADDED_IMEI}"]`);
    await addedRow.waitFor();
    expect(await addedRow.textContent()).toContain('FD 001 EV');

    // Bind the unknown device to one of the company's vehicles.
    await unknownRow.getByRole('button', { name: 'Associa' }).click();
    const bind = dialog.getByRole('form', { name: `Associa ${UNKNOWN_IMEI} a un veicolo` });
    await bind.getByLabel('Veicolo esistente').check();
    const options = bind.getByLabel("Veicolo dell'azienda").locator('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const plate = (await options.nth(1).textContent()) ?? '';
    await bind.getByLabel("Veicolo dell'azienda").selectOption({ index: 1 });
    await bind.getByRole('button', { name: 'Associa' }).click();
    const boundRow = listed.locator(`li[data-device="${UNKNOWN_IMEI}"]`);
    await boundRow.waitFor();
    expect(await boundRow.textContent()).toContain(plate);
    await dialog.getByText('Nessun dispositivo sconosciuto.').waitFor();

    mkdirSync('artifacts/e2e', { recursive: true });
    await page.screenshot({ path: 'artifacts/e2e/devices-tab.png' });
    expect(await seriousViolations(page, 'devices tab')).toEqual([]);

    // Remove one after the confirmation; undo binds it again to the same vehicle.
    await addedRow.getByRole('button', { name: 'Rimuovi' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rimuovere il dispositivo?' });
    expect(await confirm.textContent()).toContain('FD 001 EV');
    await confirm.getByRole('button', { name: 'Sì' }).click();
    await addedRow.waitFor({ state: 'detached' });
    const status = dialog
      .getByRole('status')
      .filter({ hasText: `Dispositivo ${ADDED_IMEI} rimosso.` });
    await status.getByRole('button', { name: 'Annulla' }).click();
    await addedRow.waitFor();
    expect(await addedRow.textContent()).toContain('FD 001 EV');
    await addedRow.getByRole('button', { name: 'Rimuovi' }).click();
    await confirm.getByRole('button', { name: 'Sì' }).click();
    await addedRow.waitFor({ state: 'detached' });
    expect(await listed.locator('li').count()).toBe(1);
  });
});
