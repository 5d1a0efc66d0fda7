/** Locale, timing and layout constants (part 1 §9, part 2 §9). */
export const LOCALE_DEFAULTS = {
  language: 'it-IT',
  infringementNation: 'ITA',
  timeZone: 'Europe/Rome',
  dateFormat: 'DD/MM/YYYY',
  dateTimeFormat: 'DD/MM/YYYY HH:mm',
  currency: 'EUR',
  missingValue: 'n.d.',
  chartTimeZone: 'Europe/Rome',
} as const;

export const DELAYS_MS = {
  reloadAfterCompanyChange: 1000,
  reloadAfterLanguageSave: 1000,
  copiedIndicator: 2000,
  collapseHide: 500,
  panelCollapseLoader: 500,
  panelExpandLoader: 1000,
  resizeDebounce: 300,
  scrollAfter: 300,
  searchDebounce: 250,
  placeSuggestionDebounce: 500,
  timelineRedraw: 2000,
  passageCircleRedraw: 300,
  passageLongLoading: 10_000,
  freightSearchFailure: 1000,
  plafondCache: 60_000,
} as const;

export const SCROLL_OFFSET_PX = 100;

export const BREAKPOINTS = { xs: 450, sm: 992, md: 1400, lg: 1900 } as const;
/** Widths up to this use the mobile layout. */
export const MOBILE_MAX_WIDTH = 991;

// Driving-time limits (session rest, 4h 30m block, split breaks) are RULES_561 in tachograph/.
export const ACTIVITY_RANGE = {
  maxDays: 3,
  /** When the driver's last day is older than this, the range starts today. */
  staleLastDayDays: 5,
} as const;

export const ALERT_SEVERITY = { levels: 5, minShown: 2 } as const;
