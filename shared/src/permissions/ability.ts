import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { MAP_LAYERS, MAPS_SERVICE_LAYERS, PTV_LAYERS, type MapLayer } from '../constants/map.js';
import type { AbilityRule, Licenses } from '../domain/company.js';

/** Every feature check the spec names (part 1 §6, part 2 §6). */
export const FEATURES = [
  'maps_service_layers',
  'ptv_layers',
  'info_layers',
  'google_places',
  'freight',
  'planner',
  'planner_saved_routes',
  'planner_plafond',
  'poi',
  'fuel_stations',
  'parkings',
  'fuel_partner_services',
] as const;
export type Feature = (typeof FEATURES)[number];

export type Action = 'use' | 'manage';
/** Loaded rules may name features the product does not know yet; they are kept, not rejected. */
export type AppAbility = MongoAbility<[Action, Feature | 'all' | (string & {})]>;

const MANAGE_ALL: RawRuleOf<AppAbility> = { action: 'manage', subject: 'all' };

/** `GET /licenses` answers groups of feature maps; later groups win on the same feature. */
export function mergeLicenseGroups(
  groups: readonly Licenses[] | Record<string, Licenses>,
): Licenses {
  const list: readonly Licenses[] = Array.isArray(groups) ? groups : Object.values(groups);
  const merged: Licenses = {};
  for (const group of list) Object.assign(merged, group);
  return merged;
}

/**
 * The user's ability. Until rules are loaded it is the default "manage all"; once loaded, the
 * loaded rules replace it and each licence adds a rule after them (so a denied licence wins).
 */
export function buildAbility(input: {
  rules: readonly AbilityRule[];
  rulesLoaded: boolean;
  licenses?: Licenses;
}): AppAbility {
  if (!input.rulesLoaded) return createMongoAbility<AppAbility>([MANAGE_ALL]);
  const rules: RawRuleOf<AppAbility>[] = input.rules.map((r) => ({
    action: r.action as Action | Action[],
    subject: r.subject,
    inverted: r.inverted ?? false,
  }));
  for (const [feature, usable] of Object.entries(input.licenses ?? {})) {
    rules.push({ action: 'use', subject: feature, inverted: !usable });
  }
  return createMongoAbility<AppAbility>(rules);
}

export const canUse = (ability: AppAbility, feature: Feature) => ability.can('use', feature);

/** The permission a base layer needs, or undefined for the always-available ones. */
export function layerFeature(layer: MapLayer): Feature | undefined {
  if ((PTV_LAYERS as readonly string[]).includes(layer)) return 'ptv_layers';
  if ((MAPS_SERVICE_LAYERS as readonly string[]).includes(layer)) return 'maps_service_layers';
  return undefined;
}

/** Layers not permitted are hidden. */
export function allowedLayers(ability: AppAbility, layers: readonly MapLayer[] = MAP_LAYERS) {
  return layers.filter((l) => {
    const feature = layerFeature(l);
    return feature === undefined || canUse(ability, feature);
  });
}

/** The active layer if permitted, else the first allowed one. */
export function effectiveLayer(
  ability: AppAbility,
  active: string,
  layers: readonly MapLayer[] = MAP_LAYERS,
): MapLayer | undefined {
  const allowed = allowedLayers(ability, layers);
  return allowed.find((l) => l === active) ?? allowed[0];
}

/** Resource search options: reachable areas always, fuel and parking by permission. */
export function resourceSearchOptions(ability: AppAbility) {
  const options: ('reachable_areas' | 'fuel' | 'parking')[] = ['reachable_areas'];
  if (canUse(ability, 'fuel_stations')) options.push('fuel');
  if (canUse(ability, 'parkings')) options.push('parking');
  return options;
}

/** Address suggestions from the maps places service with google_places, else the router's search. */
export const placeSearchProvider = (ability: AppAbility) =>
  canUse(ability, 'google_places') ? 'places' : 'routing';

/** Freight search needs admin.helpdesk, the freight permission and a login to the exchange. */
export function canSearchFreight(
  ability: AppAbility,
  user: { admin?: { helpdesk?: boolean | null } | null },
  loggedInToExchange: boolean,
): boolean {
  return Boolean(user.admin?.helpdesk) && canUse(ability, 'freight') && loggedInToExchange;
}

/** The station-services filter exists only on fuel waypoints with fuel_partner_services. */
export function canFilterStationServices(ability: AppAbility, waypointType: string): boolean {
  return waypointType === 'fuel' && canUse(ability, 'fuel_partner_services');
}
