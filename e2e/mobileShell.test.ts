import { describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';

// Spec part 1, section 2: at most 991 px wide the mobile route table is used.
describe('mobile shell in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '50' }, browser: { width: 390, height: 844 } });

  it('shows the map with the mobile bar and its company modal instead of the sidebar', async () => {
    await app.signInToMap('admin');
    expect(await app.browser.page.locator('nav.sidebar').count()).toBe(0);
    await app.browser.page.locator('nav.mobile-bar button').first().click();
    const names = await app.browser.page
      .locator('dialog.company-dialog[open] .company-list button span:first-child')
      .allTextContents();
    expect(names).toHaveLength(4);
    await app.browser.page.screenshot({ path: 'artifacts/e2e/mobile-company.png' });
    expect(app.browser.errors).toEqual([]);
  });
});
