import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { encodeImei } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { seriousViolations } from './fixtures/axeAudit.js';

/** A Teltonika IMEI with a valid Luhn check digit (the demo has no device bound to it). */
const ADDED_IMEI = '356209040000017';
/** A device the relay refused: the unknown list shows it for an administrator to bind. */
const UNKNOWN_IMEI = '861234567890127';

/** A tracker's IMEI handshake on the relay's Teltonika port, answered with a refusal (0x00). */
async function refusedHandshake(port: number, imei: string): Promise<number[]> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  const received: number[] = [];
  socket.on('data', (chunk: Buffer) => received.push(...chunk));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => socket.write(encodeImei(imei)));
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
  return received;
}

describe('the devices of a company in Chromium (administrator)', () => {
  const app = useApp({
    // The Teltonika listener on a free port: a refused tracker lands on the unknown list.
    env: { SIM_TRUCKS: '40', POLL_TRUCKS_MS: '500', DEVICES_TCP_PORT: '0' },
    browser: { width: 1440, height: 900 },
  });

  it('adds a device, binds an unknown one, removes one (and undoes it)', async () => {
    const { page } = app.browser;
    expect(await refusedHandshake(app.relay.devicesTcpPort!, UNKNOWN_IMEI)).toEqual([0x00]);
    await app.signInToMap('admin'); // it-IT
    await page.getByRole('button', { name: 'Impostazioni' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Impostazioni' });
    await dialog.getByRole('tab', { name: 'Dispositivi' }).click();
    await dialog.getByText('Nessun dispositivo associato a un veicolo.').waitFor();

    // The unknown device, with where it came from.
    const unknown = dialog.getByRole('list', { name: 'Dispositivi sconosciuti' });
    const unknownRow = unknown.locator(`li[data-device="${UNKNOWN_IMEI}"]`);
    await unknownRow.waitFor();
    expect(await unknownRow.textContent()).toContain('127.0.0.1');

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
