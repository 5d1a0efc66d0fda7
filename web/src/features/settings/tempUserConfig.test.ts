import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_FIELDS,
  listFieldEnabled,
  opacityForDisplay,
  opacityForStorage,
  withDefaults,
} from './tempUserConfig.js';

describe('user configuration', () => {
  it('fills every key with its default after a reset (empty data)', () => {
    const config = withDefaults({});
    expect(config.vehicleListModeView).toBe('list');
    expect(config.truckListItemFields).toEqual(DEFAULT_LIST_FIELDS);
    expect(config.vehicleMarkerOpacity).toBe(50);
  });

  it('keeps valid and unknown keys, replaces invalid ones by their default', () => {
    const config = withDefaults({
      vehicleMarkerOpacity: 35,
      iconType: 'truck',
      chart: { speed: true },
    });
    expect(config.vehicleMarkerOpacity).toBe(50);
    expect(config.iconType).toBe('truck');
    expect(config['chart']).toEqual({ speed: true });
  });
});

describe('list fields: at most three, address and fuel/battery not counted', () => {
  it('disables other unticked boxes at three counted fields', () => {
    const selected = ['speed', 'altitude', 'heading'];
    expect(listFieldEnabled(selected, 'rpm_engine')).toBe(false);
    expect(listFieldEnabled(selected, 'speed')).toBe(true);
    expect(listFieldEnabled(selected, 'address')).toBe(true);
    expect(listFieldEnabled(selected, 'fuel_battery_level')).toBe(true);
  });

  it('allows a third counted field when address and fuel are ticked', () => {
    const selected = ['address', 'fuel_battery_level', 'speed', 'altitude'];
    expect(listFieldEnabled(selected, 'heading')).toBe(true);
  });
});

describe('marker opacity', () => {
  it('is shown inverted and stored back unchanged', () => {
    expect(opacityForDisplay(30)).toBe(70);
    expect(opacityForStorage(opacityForDisplay(30))).toBe(30);
  });
});
