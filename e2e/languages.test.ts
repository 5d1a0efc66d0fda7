import { describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';
import { ShellPage } from './fixtures/shellPage.js';

const LANGUAGE_CHUNK = /\/assets\/(it|en|fr|de|el|es|hu|pl|pt|ro)-[\w-]+\.js$/;

/** Records, across reloads, every raw i18n key shown and each shared-links label the sidebar shows. */
const recordTexts = (): void => {
  const RAW_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;
  const push = (name: string, value: string): void => {
    const list = JSON.parse(sessionStorage.getItem(name) ?? '[]') as string[];
    if (list.at(-1) !== value) list.push(value);
    sessionStorage.setItem(name, JSON.stringify(list));
  };
  new MutationObserver(() => {
    if (!document.body) return;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (RAW_KEY.test(text)) push('rawKeys', text);
    }
    const entry = document.querySelector('nav.sidebar [data-panel="shared_links"]');
    if (entry) push('entryLabels', entry.getAttribute('aria-label') ?? '');
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

// Ten languages, one shipped with the app (Italian, the fallback): the others load when used.
describe('interface languages loaded on demand', () => {
  const app = useApp({ env: { SIM_TRUCKS: '30' } });

  it('fetches a language only when it is used, and switches without raw keys or another language showing', async () => {
    const { page, context } = app.browser;
    const fetched: string[] = [];
    page.on('request', (request) => {
      const match = LANGUAGE_CHUNK.exec(new URL(request.url()).pathname);
      if (match?.[1]) fetched.push(match[1]);
    });
    await context.addInitScript(recordTexts);
    const shell = new ShellPage(page);

    // The browser asks for en-GB, the admin's language is Italian: French is never fetched.
    await app.signInToMap('admin');
    expect(await shell.sidebarLabels()).toContain('Link condivisi');
    expect(fetched).not.toContain('fr');
    expect(fetched).not.toContain('it'); // bundled

    await shell.setLanguage('fr-FR');
    expect(await shell.sidebarLabels()).toContain('Liens partagés');
    expect(await shell.htmlLang()).toBe('fr');
    expect(fetched.filter((l) => l === 'fr')).toHaveLength(1);

    const recorded = await page.evaluate(() => ({
      rawKeys: JSON.parse(sessionStorage.getItem('rawKeys') ?? '[]') as string[],
      entry: JSON.parse(sessionStorage.getItem('entryLabels') ?? '[]') as string[],
    }));
    expect(recorded.rawKeys).toEqual([]);
    // Since the reload into French, the sidebar has only ever shown the French label.
    expect(recorded.entry.at(-1)).toBe('Liens partagés');
    expect(recorded.entry.slice(recorded.entry.lastIndexOf('Link condivisi') + 1)).toEqual([
      'Liens partagés',
    ]);
    expect(app.browser.errors).toEqual([]);
  });
});
