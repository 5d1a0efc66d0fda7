/**
 * Milliseconds since the epoch for an upstream date, or undefined when it does not parse.
 *
 * The browser parses two or three dates per changed truck per tick (status, alerts), so the
 * common upstream form, `YYYY-MM-DDTHH:MM:SS[.sss](Z|±HH:MM)`, is read digit by digit, and the
 * last string parsed is remembered (status and alerts read the same `date` one after the other).
 * Anything else, including dates without a zone (local time), goes to `Date.parse`.
 */
export function toMs(date: string | null | undefined): number | undefined {
  if (date === null || date === undefined || date === '') return undefined;
  if (date === lastDate) return lastMs;
  const fast = parseIsoUtc(date);
  const ms = fast ?? Date.parse(date);
  lastDate = date;
  lastMs = Number.isNaN(ms) ? undefined : ms;
  return lastMs;
}

let lastDate: string | undefined;
let lastMs: number | undefined;

/** The value of `count` decimal digits at `at`, or -1 when one of them is not a digit. */
function digits(s: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/**
 * The fast path of `toMs`: undefined whenever the string is not exactly the common form with
 * values that cannot roll over (day up to 28, hour up to 23), so `Date.parse` decides the rest.
 */
export function parseIsoUtc(s: string): number | undefined {
  const n = s.length;
  if (n < 20 || s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':') {
    return undefined;
  }
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 28) return undefined;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
    return undefined;
  }
  let at = 19;
  let millis = 0;
  if (s[at] === '.') {
    millis = digits(s, at + 1, 3);
    if (millis < 0) return undefined;
    at += 4;
  }
  let offset: number;
  if (at === n - 1 && s[at] === 'Z') {
    offset = 0;
  } else if (at === n - 6 && (s[at] === '+' || s[at] === '-') && s[at + 3] === ':') {
    const oh = digits(s, at + 1, 2);
    const om = digits(s, at + 4, 2);
    if (oh < 0 || oh > 23 || om < 0 || om > 59) return undefined;
    offset = (s[at] === '+' ? 1 : -1) * (oh * 60 + om) * 60_000;
  } else {
    return undefined;
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset;
}
