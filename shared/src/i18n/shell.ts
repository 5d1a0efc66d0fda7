// UI strings of sign-in, the app shell, settings and language settings (issue 6), in every
// interface language. Merged into the i18next resources under their top-level keys.
import type { Language } from './resources.js';
import { shellDe, shellEl, shellEs, shellFr } from './shell.de-el-es-fr.js';
import { shellEn } from './shell.en.js';
import { shellHu, shellIt, shellPl, shellPt, shellRo } from './shell.hu-it-pl-pt-ro.js';

export type ShellMessages = typeof shellEn;

export const shellMessages: Record<Language, ShellMessages> = {
  it: shellIt,
  en: shellEn,
  fr: shellFr,
  de: shellDe,
  el: shellEl,
  es: shellEs,
  hu: shellHu,
  pl: shellPl,
  pt: shellPt,
  ro: shellRo,
};
