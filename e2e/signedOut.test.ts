import { describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';

/** The map as a dispatcher signed in elsewhere sees it when the session is ended in another window. */
describe('a session ended while the map streams', () => {
  const app = useApp({ env: { SIM_TRUCKS: '120' }, signIn: 'dispatcher' });

  it('replaces the map with the signed-out screen, then signs in again', async () => {
    const { page } = app.browser;
    const markers = page.locator('.maplibregl-canvas');
    await markers.waitFor({ timeout: 60_000 });
    const token = await page.evaluate(
      () =>
        (
          JSON.parse(sessionStorage.getItem('fleetdeck.logged_user') ?? '{}') as {
            sso_token?: string;
          }
        ).sso_token ?? '',
    );
    expect(token).not.toBe('');

    // Signed out from another window: this page has no say in it, the relay tells its socket.
    const logout = await fetch(
      `${app.url}/auth/logout?${new URLSearchParams({ id_token_hint: token }).toString()}`,
    );
    expect(logout.status).toBe(200);
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
});
