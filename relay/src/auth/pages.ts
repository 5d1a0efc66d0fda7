import { LANGUAGES, resolveLanguage, type Language } from '@fleetdeck/shared';
import { FLAT_MESSAGES } from '@fleetdeck/shared/i18n/all';

/** The first interface language named in Accept-Language, or the fallback. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  const parts = (acceptLanguage ?? '').split(',').map((p) => p.trim());
  const known = parts.find((p) =>
    (LANGUAGES as readonly string[]).includes(p.slice(0, 2).toLowerCase()),
  );
  return resolveLanguage(known);
}

const KEYS = [
  'auth.sign_in_title',
  'auth.username',
  'auth.password',
  'auth.sign_in',
  'auth.invalid_credentials',
  'auth.too_many_attempts',
  'auth.signed_out',
  'auth.sign_in_again',
  'auth.sign_in_failed',
] as const;

function messages(lang: Language): Record<(typeof KEYS)[number], string> {
  const flat = FLAT_MESSAGES[lang];
  return Object.fromEntries(KEYS.map((k) => [k, flat[k] ?? k])) as Record<
    (typeof KEYS)[number],
    string
  >;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; font-size: 14px; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; }
  main { width: min(340px, 90vw); padding: 28px; border-radius: 8px;
    box-shadow: 0 2px 12px rgb(0 0 0 / 20%); display: grid; gap: 14px; }
  h1 { font-size: 18px; margin: 0; }
  label { display: grid; gap: 4px; }
  input, button, a.button { font: inherit; padding: 8px 10px; border-radius: 4px; }
  input { border: 1px solid GrayText; }
  button, a.button { border: 0; background: #1565c0; color: #fff; cursor: pointer;
    text-align: center; text-decoration: none; }
  [role=alert] { color: light-dark(#c62828, #ff8a80); margin: 0; }
`;

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(
  lang: Language,
  options: { error?: boolean; waitSeconds?: number },
): string {
  const t = messages(lang);
  const notices = [
    options.error ? t['auth.invalid_credentials'] : '',
    options.waitSeconds
      ? t['auth.too_many_attempts'].replace('{{seconds}}', String(options.waitSeconds))
      : '',
  ].filter(Boolean);
  const error = notices.map((n) => `<p role="alert">${escape(n)}</p>`).join('');
  return page(
    lang,
    t['auth.sign_in_title'],
    `<h1>${escape(t['auth.sign_in_title'])}</h1>${error}
<form method="post" action="/auth/login" style="display:grid;gap:14px">
<label>${escape(t['auth.username'])}<input name="username" autocomplete="username" required autofocus></label>
<label>${escape(t['auth.password'])}<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">${escape(t['auth.sign_in'])}</button></form>`,
  );
}

export function signedOutPage(lang: Language, returnTo: string, nonce: string): string {
  const t = messages(lang);
  return page(
    lang,
    t['auth.signed_out'],
    `<h1 data-nonce="${escape(nonce)}">${escape(t['auth.signed_out'])}</h1>
<a class="button" href="${escape(returnTo)}">${escape(t['auth.sign_in_again'])}</a>`,
  );
}

/** The identity provider's answer could not be accepted (bad state, error, provider down). */
export function signInFailedPage(lang: Language): string {
  const t = messages(lang);
  return page(
    lang,
    t['auth.sign_in_title'],
    `<h1>${escape(t['auth.sign_in_title'])}</h1><p role="alert">${escape(t['auth.sign_in_failed'])}</p>
<a class="button" href="/auth/login">${escape(t['auth.sign_in_again'])}</a>`,
  );
}
