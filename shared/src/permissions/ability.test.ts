import { describe, expect, it } from 'vitest';
import {
  allowedLayers,
  buildAbility,
  canFilterStationServices,
  canSearchFreight,
  canUse,
  effectiveLayer,
  FEATURES,
  mergeLicenseGroups,
  placeSearchProvider,
  resourceSearchOptions,
} from './ability.js';

const loaded = (licenses: Record<string, boolean>, rules = [{ action: 'use', subject: 'all' }]) =>
  buildAbility({ rules, rulesLoaded: true, licenses });

describe('buildAbility', () => {
  it('allows everything until rules are loaded', () => {
    const a = buildAbility({ rules: [], rulesLoaded: false, licenses: { planner: false } });
    for (const f of FEATURES) expect(canUse(a, f)).toBe(true);
  });

  it('replaces manage-all with the loaded rules', () => {
    const a = buildAbility({ rules: [{ action: 'use', subject: 'poi' }], rulesLoaded: true });
    expect(canUse(a, 'poi')).toBe(true);
    expect(canUse(a, 'planner')).toBe(false);
  });

  it.each(FEATURES.map((f) => [f]))('licence decides %s', (feature) => {
    expect(canUse(loaded({ [feature]: true }), feature)).toBe(true);
    expect(canUse(loaded({ [feature]: false }), feature)).toBe(false);
  });

  it('grants a licensed feature the rules do not mention, and keeps inverted rules', () => {
    expect(canUse(loaded({ planner: true }, []), 'planner')).toBe(true);
    const a = loaded({}, [
      { action: 'use', subject: 'all' },
      { action: 'use', subject: 'freight', inverted: true } as never,
    ]);
    expect(canUse(a, 'freight')).toBe(false);
    expect(canUse(a, 'poi')).toBe(true);
  });

  it('merges licence groups, later groups winning', () => {
    expect(mergeLicenseGroups([{ poi: true, planner: true }, { planner: false }])).toEqual({
      poi: true,
      planner: false,
    });
    expect(mergeLicenseGroups({ a: { poi: true }, b: { parkings: false } })).toEqual({
      poi: true,
      parkings: false,
    });
  });
});

describe('layers', () => {
  it('hides PTV-type and maps-service layers without their permission', () => {
    const a = loaded({ ptv_layers: false, maps_service_layers: false });
    expect(allowedLayers(a)).toEqual(['osm', 'satellite']);
    const b = loaded({ ptv_layers: true, maps_service_layers: false });
    expect(allowedLayers(b)).toEqual([
      'silica',
      'sandbox',
      'silkysand',
      'gravelpit',
      'osm',
      'satellite',
    ]);
  });

  it('keeps a permitted active layer, else falls back to the first allowed', () => {
    const a = loaded({ ptv_layers: false });
    expect(effectiveLayer(a, 'osm')).toBe('osm');
    expect(effectiveLayer(a, 'silica')).toBe('maps_service_road');
    expect(
      effectiveLayer(loaded({ ptv_layers: false, maps_service_layers: false }), 'silica'),
    ).toBe('osm');
    expect(effectiveLayer(a, 'nonsense')).toBe('maps_service_road');
  });
});

describe('feature checks', () => {
  it('offers resource searches by permission', () => {
    expect(resourceSearchOptions(loaded({ fuel_stations: false, parkings: false }))).toEqual([
      'reachable_areas',
    ]);
    expect(resourceSearchOptions(loaded({}))).toEqual(['reachable_areas', 'fuel', 'parking']);
  });

  it('chooses the place search provider', () => {
    expect(placeSearchProvider(loaded({ google_places: true }))).toBe('places');
    expect(placeSearchProvider(loaded({ google_places: false }))).toBe('routing');
  });

  it.each([
    [true, true, true, true],
    [false, true, true, false],
    [true, false, true, false],
    [true, true, false, false],
  ])('freight: helpdesk %s, licence %s, logged in %s -> %s', (helpdesk, licence, login, ok) => {
    expect(canSearchFreight(loaded({ freight: licence }), { admin: { helpdesk } }, login)).toBe(ok);
  });

  it('allows the station-services filter only on fuel waypoints with the permission', () => {
    expect(canFilterStationServices(loaded({}), 'fuel')).toBe(true);
    expect(canFilterStationServices(loaded({}), 'parking')).toBe(false);
    expect(canFilterStationServices(loaded({ fuel_partner_services: false }), 'fuel')).toBe(false);
  });
});
