import type { ViolatedSection } from '@fleetdeck/shared';
import { FLAT_MESSAGES } from '@fleetdeck/shared/i18n/all';
import { resolveLanguage } from '@fleetdeck/shared/i18n/all';
import { adrLetter } from '@fleetdeck/shared/roads';

/** A message of the `plannerEngine` area in the request's language, with `{{name}}` filled in. */
export function engineText(
  language: string | undefined,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const messages = FLAT_MESSAGES[resolveLanguage(language)];
  const text = messages[key] ?? FLAT_MESSAGES.it[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const round = (x: number): string => String(Math.round(x * 100) / 100);

/** "No route respects the vehicle's limits: height limit 3.8 m on A1 (vehicle 4 m); …". */
export function violationMessage(sections: readonly ViolatedSection[], language?: string): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const s of sections) {
    // ADR sections carry category ranks: shown as the letters of the sign and the documents.
    const shown = (x: number): string => (s.reason === 'adr' ? adrLetter(x) : round(x));
    const part = engineText(language, `planner.engine.limit.${s.reason}`, {
      limit: shown(s.limit),
      road: s.roadName,
      value: shown(s.value),
    });
    if (seen.has(part)) continue;
    seen.add(part);
    parts.push(part);
  }
  return engineText(language, 'planner.engine.violated', { sections: parts.join('; ') });
}
