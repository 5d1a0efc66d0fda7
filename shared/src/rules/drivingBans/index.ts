export { banAt, nextBan, type BanVehicle, type DrivingBan } from './banAt.js';
export { BAN_KINDS, BAN_RULES, type BanKind } from './banRules.js';
export {
  BAN_COUNTRIES,
  easterSunday,
  holidayOn,
  isBanCountry,
  publicHolidays,
  type BanCountry,
} from './holidays.js';
export {
  banAhead,
  tripBanWaits,
  type BanAhead,
  type BanWait,
  type CountrySpan,
} from './tripWaits.js';
