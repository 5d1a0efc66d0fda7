type Translate = (key: string, options: { count: number }) => string;

const UNITS: Array<[string, number]> = [
  ['age.days', 86_400_000],
  ['age.hours', 3_600_000],
  ['age.minutes', 60_000],
];

/** How old a reading is, as "12 s ago": the largest whole unit, down to seconds. */
export function formatAge(ageMs: number, t: Translate): string {
  const age = Math.max(0, ageMs);
  for (const [key, size] of UNITS) {
    if (age >= size) return t(key, { count: Math.floor(age / size) });
  }
  return t('age.seconds', { count: Math.floor(age / 1000) });
}
