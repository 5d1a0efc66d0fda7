import { accountMessages } from './locales/accounts.js';
import { alertMessages } from './locales/alerts.js';
import { analyserMessages } from './locales/analyser.js';
import { appMessages } from './locales/app.js';
import { bluetoothMessages } from './locales/bluetooth.js';
import { commonMessages } from './locales/common.js';
import { freightMessages } from './locales/freight.js';
import { languageSettingsMessages } from './locales/languageSettings.js';
import { mapMessages } from './locales/map.js';
import { passageMessages } from './locales/passage.js';
import { plafondMessages } from './locales/plafond.js';
import { plannerMessages } from './locales/planner.js';
import { plannerProfileMessages } from './locales/plannerProfile.js';
import { plannerResourceMessages } from './locales/plannerResources.js';
import { poiMessages } from './locales/poi.js';
import { poiTypeMessages } from './locales/poiTypes.js';
import { routeResultMessages } from './locales/routeResult.js';
import { settingsMessages } from './locales/settings.js';
import { sharedLinkMessages } from './locales/sharedLinks.js';
import { shellMessages } from './locales/shell.js';
import { tagMessages } from './locales/tags.js';
import { telemetryMessages } from './locales/telemetry.js';
import { trafficMessages } from './locales/traffic.js';
import { vehicleDetailsMessages } from './locales/vehicleDetails.js';
import { vehiclePanelMessages } from './locales/vehiclePanel.js';
import { vehicleListMessages } from './locales/vehicleList.js';
import { vehicleStatusMessages } from './locales/vehicleStatus.js';
import { LANGUAGES, type AreaMessages, type Language } from './languages.js';

export * from './languages.js';

/** Every area, merged; add a new area module here. */
const AREAS: readonly AreaMessages[] = [
  accountMessages,
  alertMessages,
  analyserMessages,
  appMessages,
  bluetoothMessages,
  commonMessages,
  freightMessages,
  languageSettingsMessages,
  mapMessages,
  passageMessages,
  plafondMessages,
  plannerMessages,
  plannerProfileMessages,
  plannerResourceMessages,
  poiMessages,
  poiTypeMessages,
  routeResultMessages,
  settingsMessages,
  sharedLinkMessages,
  shellMessages,
  tagMessages,
  telemetryMessages,
  trafficMessages,
  vehicleDetailsMessages,
  vehicleListMessages,
  vehicleStatusMessages,
  vehiclePanelMessages,
];

export interface NestedMessages {
  [key: string]: string | NestedMessages;
}

/** Dotted keys to the nested objects i18next reads; a key that is both leaf and prefix throws. */
function nest(flat: Readonly<Record<string, string>>): NestedMessages {
  const root: NestedMessages = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const existing = node[part];
      if (last) {
        if (existing !== undefined) throw new Error(`i18n key ${key} collides with another key`);
        node[part] = text;
      } else {
        if (typeof existing === 'string') throw new Error(`i18n key ${key} extends a leaf key`);
        node = existing ?? (node[part] = {});
      }
    });
  }
  return root;
}

function flatten(language: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const area of AREAS) {
    for (const [key, text] of Object.entries(area[language])) {
      if (key in out) throw new Error(`i18n key ${key} is defined by two areas`);
      out[key] = text;
    }
  }
  return out;
}

/** Flat messages per language, for checks and tools. */
export const FLAT_MESSAGES = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(l)])) as Record<
  Language,
  Record<string, string>
>;

/** i18next resources: one `translation` namespace per language. */
export const resources = Object.fromEntries(
  LANGUAGES.map((l) => [l, { translation: nest(FLAT_MESSAGES[l]) }]),
) as Record<Language, { translation: NestedMessages }>;
