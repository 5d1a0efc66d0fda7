import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_ITEMS } from '../constants/userConfig.js';
import { POI_TYPES } from '../domain/poi.js';
import { ALERT_CODES } from '../rules/alerts.js';
import { DRIVER_ACTIVITIES } from '../rules/driverActivity.js';
import { SHARED_LINK_VALIDITY_KEYS } from '../rules/sharedLink.js';
import { DATA_MODES, GNSS_STATUSES, TACHOGRAPH_SOURCES } from '../rules/telemetry.js';
import { TRAFFIC_CATEGORIES } from '../rules/traffic.js';
import { LIST_FIELD_KEYS, TABLE_COLUMN_KEYS } from './labels.js';
import { FLAT_MESSAGES } from './allResources.js';

/** Keys the spec names verbatim (both documents, sections 2, 5 and 8). */
const SPEC_KEYS = [
  'sharedlinks.created_link_error',
  'sharedlinks.created_link_success',
  'sharedlinks.updated_link_error',
  'planner.route_error',
  'planner.waypoints_required',
  'planner.waypoints_check',
  'planner.violated_plafond',
  'planner.savedroutes.success_saved_route',
  'planner.savedroutes.error_saved_route',
  'planner.savedroutes.success_deleted_route',
  'planner.savedroutes.error_deleted_route',
  'manage_poi.messages.delete_poi_confirm',
  'no_bluetooth_devices',
  'copied_coordinates',
  'no_companies_founded',
  'add_emails_success',
];

const it_ = FLAT_MESSAGES.it;

describe('keys used by code exist', () => {
  it.each(SPEC_KEYS.map((k) => [k]))('spec key %s', (key) => expect(it_[key]).toBeTypeOf('string'));

  it('labels every table column, list field and chart item', () => {
    const keys = [
      ...Object.values(TABLE_COLUMN_KEYS),
      ...Object.values(LIST_FIELD_KEYS),
      ...Object.values(DEFAULT_CHART_ITEMS).map((i) => i.title),
      ...Object.values(SHARED_LINK_VALIDITY_KEYS),
    ];
    expect(keys.filter((k) => it_[k] === undefined)).toEqual([]);
  });

  it('names every enumerated value', () => {
    const keys = [
      ...ALERT_CODES.map((c) => `alerts.${c}`),
      ...DRIVER_ACTIVITIES.map((a) => `driver_activity.${a}`),
      ...GNSS_STATUSES.map((g) => `gnss.${g}`),
      ...DATA_MODES.map((m) => `data_mode.${m}`),
      ...TACHOGRAPH_SOURCES.map((s) => `tacho_source.${s}`),
      ...TRAFFIC_CATEGORIES.map((c) => `traffic.category.${c}`),
      ...Object.values(POI_TYPES).map((t) => `manage_poi.types.${t}`),
    ];
    expect(keys.filter((k) => it_[k] === undefined)).toEqual([]);
  });
});
