import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_CONFIG } from '../constants/userConfig.js';
import { userConfigSchema } from '../domain/userConfig.js';
import { resolveUserConfig } from './userConfig.js';

describe('resolveUserConfig', () => {
  it('has a valid default for every key', () => {
    expect(userConfigSchema.parse(DEFAULT_USER_CONFIG)).toEqual(DEFAULT_USER_CONFIG);
  });
  it('returns the defaults for nothing stored', () => {
    expect(resolveUserConfig(null)).toEqual(DEFAULT_USER_CONFIG);
    expect(resolveUserConfig({})).toEqual(DEFAULT_USER_CONFIG);
  });
  it('keeps valid keys and drops invalid or unknown ones', () => {
    const c = resolveUserConfig({
      vehicleListModeView: 'table',
      vehicleMarkerOpacity: 35,
      iconColor: 'rainbow',
      somethingElse: 1,
    });
    expect(c.vehicleListModeView).toBe('table');
    expect(c.vehicleMarkerOpacity).toBe(DEFAULT_USER_CONFIG.vehicleMarkerOpacity);
    expect(c.iconColor).toBe('truck_status');
    expect(c).not.toHaveProperty('somethingElse');
  });
  it('reads the older driversStatus.colors spelling', () => {
    expect(
      resolveUserConfig({ driversStatus: { colors: { '2': '#00ff00' } } }).driversStatusColors,
    ).toEqual({ '2': '#00ff00' });
  });
});
