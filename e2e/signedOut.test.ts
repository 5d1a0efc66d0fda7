import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';

/** The session token the page streams with, and a wait for its first snapshot (the socket is in). */
async function streaming(page: Page): Promise<string> {
  await page.waitForFunction(() => (window.__fleetdeck?.seq ?? -1) >= 0, null, { timeout: 60_000 });
  return page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('fleetdeck.logged_user') ?? '{}') as {
          sso_token?: string;
        }
      ).sso_token ?? '',
  );
}

/** The map of a dispatcher whose session is ended from another window. */
describe('a session ended while the map is open', () => {
  const app = useApp({ env: { SIM_TRUCKS: '120' }, signIn: 'dispatcher' });
  const logout = async (token: string) => {
    const query = new URLSearchParams({ id_token_hint: token }).toString();
    expect((await fetch(`${app.url}/auth/logout?${query}`)).status).toBe(200);
  };

  it('replaces the streaming map with the signed-out screen, then signs in again', async () => {
    const { page } = app.browser;
    const token = await streaming(page);
    expect(token).not.toBe('');

    await logout(token); // this page has no say in it: the relay tells its socket
    const ended = page.getByRole('alertdialog', { name: 'Sessione terminata' });
    await ended.waitFor({ timeout: 15_000 });
    expect(await ended.textContent()).toContain('Questa sessione è stata chiusa');
    // Nothing of the fleet stays on screen, and the stored token is gone.
    expect(await page.locator('nav.sidebar, .maplibregl-canvas').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('fleetdeck.logged_user'))).toBeNull();
    await page.screenshot({ path: 'artifacts/e2e/signed-out.png' });

    await ended.getByRole('button', { name: 'Accedi di nuovo' }).click();
    await page.waitForURL(/\/auth\/login$/);
  });

  it('says so too when the session ended while the browser was offline', async () => {
    const { page, context } = app.browser;
    await page.locator('input[name="username"]').fill('dispatcher');
    await page.locator('input[name="password"]').fill('fleetdeck');
    await page.locator('form button[type="submit"]').click();
    const token = await streaming(page);

    // The app drops its stream at once (its close frame cannot leave an offline browser: the
    // relay learns only at its ping timeout, so the page's own state is what is waited on).
    await page.locator('.status-bar .status-dot[data-state="live"]').waitFor();
    await context.setOffline(true);
    await page.locator('.status-bar .status-dot:not([data-state="live"])').waitFor();
    await logout(token);
    await context.setOffline(false); // the stream's new handshake is refused
    await page
      .getByRole('alertdialog', { name: 'Sessione terminata' })
      .waitFor({ timeout: 30_000 });
    expect(await page.locator('.maplibregl-canvas').count()).toBe(0);
  });
});
