import { holidayOn, weekday, type BanCountry, type CalendarDay } from './holidays.js';

/** What a ban window is, as the plan names it. */
export const BAN_KINDS = ['sunday', 'holiday', 'saturday', 'summer_saturday', 'night'] as const;
export type BanKind = (typeof BAN_KINDS)[number];

/**
 * A ban window belonging to one calendar day, in local wall-clock minutes from that day's
 * midnight: `from` may be negative (it starts the evening before), `to` may pass 1440.
 */
export interface DayWindow {
  from: number;
  to: number;
  ban: BanKind;
  holiday?: string;
}

export interface BanRule {
  /** The country's zone: ban hours are local times. */
  zone: string;
  /** Vehicles above this maximum permitted mass (kg) are banned. */
  aboveKg: number;
  /** The windows of a day; `lowNoise` vehicles are exempt from night bans that allow it. */
  windows(day: CalendarDay, lowNoise: boolean): DayWindow[];
}

const h = (hours: number) => hours * 60;
const month = (day: CalendarDay) => Number(day.slice(5, 7));
const dayOfMonth = (day: CalendarDay) => Number(day.slice(8, 10));

/** The day's Sunday or holiday window, from `from` to `to` (local minutes), if it is one. */
function restDay(country: BanCountry, day: CalendarDay, from: number, to: number): DayWindow[] {
  const holiday = holidayOn(country, day);
  if (holiday) return [{ from, to, ban: 'holiday', holiday }];
  return weekday(day) === 0 ? [{ from, to, ban: 'sunday' }] : [];
}

const night = (): DayWindow => ({ from: h(22), to: h(29), ban: 'night' });

/**
 * The general heavy-goods-vehicle bans (published rules; exemptions such as perishables,
 * combined transport or journeys to and from abroad are not modelled):
 * - IT: art. 6 c. 1 Codice della Strada (D.Lgs. 285/1992) and the MIT's annual calendar decree
 *   (for 2025, D.M. n. 314 of 12 December 2024): over 7.5 t outside built-up areas, Sundays and
 *   holidays 09:00-22:00, 07:00-22:00 from June to September; Saturdays of July and the last
 *   Saturdays of August 08:00-16:00, the first two Saturdays of August 08:00-22:00. The decree's
 *   extra exodus days (Easter, late July) change each year and are not included.
 * - DE: § 30 Abs. 3 StVO: over 7.5 t, Sundays and holidays 00:00-22:00 (the summer Saturday ban
 *   of the Ferienreiseverordnung applies to listed motorway stretches only: not included).
 * - AT: § 42 Abs. 1 StVO 1960: over 7.5 t, Saturdays 15:00-24:00, Sundays and holidays
 *   00:00-22:00; § 42 Abs. 6: over 7.5 t, nights 22:00-05:00, low-noise ("lärmarm") lorries
 *   exempt.
 * - FR: arrêté du 16 avril 2021, art. 1: over 7.5 t, from 22:00 on Saturdays and the eves of
 *   holidays to 22:00 on Sundays and holidays; the yearly summer Saturdays (for 2025 the arrêté
 *   du 20 décembre 2024: 07:00-19:00 on seven Saturdays of July and August, whole metropolitan
 *   network) are listed below.
 * - CH: Art. 2 Abs. 2 SVG (SR 741.01) and Art. 91-92 VRV (SR 741.11): heavy goods vehicles over
 *   3.5 t, Sundays and federal holidays 00:00-24:00, nights 22:00-05:00.
 */
export const BAN_RULES: Record<BanCountry, BanRule> = {
  IT: {
    zone: 'Europe/Rome',
    aboveKg: 7500,
    windows(day) {
      const summer = month(day) >= 6 && month(day) <= 9;
      const found = restDay('IT', day, summer ? h(7) : h(9), h(22));
      if (found.length === 0 && weekday(day) === 6) {
        if (month(day) === 7) found.push({ from: h(8), to: h(16), ban: 'summer_saturday' });
        if (month(day) === 8) {
          const late = dayOfMonth(day) > 14;
          found.push({ from: h(8), to: late ? h(16) : h(22), ban: 'summer_saturday' });
        }
      }
      return found;
    },
  },
  DE: {
    zone: 'Europe/Berlin',
    aboveKg: 7500,
    windows: (day) => restDay('DE', day, 0, h(22)),
  },
  AT: {
    zone: 'Europe/Vienna',
    aboveKg: 7500,
    windows(day, lowNoise) {
      const found = restDay('AT', day, 0, h(22));
      if (found.length === 0 && weekday(day) === 6)
        found.push({ from: h(15), to: h(24), ban: 'saturday' });
      if (!lowNoise) found.push(night());
      return found;
    },
  },
  FR: {
    zone: 'Europe/Paris',
    aboveKg: 7500,
    windows(day) {
      const found = restDay('FR', day, -h(2), h(22));
      if (FR_SUMMER_SATURDAYS.has(day))
        found.push({ from: h(7), to: h(19), ban: 'summer_saturday' });
      return found;
    },
  },
  CH: {
    zone: 'Europe/Zurich',
    aboveKg: 3500,
    windows: (day) => [...restDay('CH', day, 0, h(24)), night()],
  },
};

/** France's yearly summer Saturdays (arrêté du 20 décembre 2024, art. 2 II, for 2025). */
const FR_SUMMER_SATURDAYS = new Set<CalendarDay>([
  '2025-07-05',
  '2025-07-12',
  '2025-07-19',
  '2025-07-26',
  '2025-08-02',
  '2025-08-16',
  '2025-08-23',
]);
