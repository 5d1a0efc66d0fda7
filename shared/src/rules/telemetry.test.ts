import { describe, expect, it } from 'vitest';
import {
  batteryLevel,
  dataMode,
  gnssStatus,
  gsmSignalIcon,
  tachographSource,
} from './telemetry.js';

describe('telemetry readings', () => {
  it.each([
    [0, 'off'],
    [1, 'on_no_gps'],
    [2, 'on_no_sat'],
    [3, 'on'],
    [4, 'on_sleep'],
    [5, 'protected'],
    [6, undefined],
    [null, undefined],
  ])('gnss %s is %s', (code, s) => expect(gnssStatus(code)).toBe(s));

  it.each([
    [0, 'slash'],
    [1, 'weak'],
    [2, 'fair'],
    [3, 'good'],
    [4, 'strong'],
    [5, 'full'],
    [9, 'full'],
    [-1, 'slash'],
    [undefined, 'slash'],
  ])('gsm %s shows %s', (level, icon) => expect(gsmSignalIcon(level)).toBe(icon));

  it.each([
    [0, 'home_stop'],
    [3, 'roaming_moving'],
    [5, 'unknown_moving'],
    [6, undefined],
  ])('data mode %s is %s', (c, m) => expect(dataMode(c)).toBe(m));

  it.each([
    [0, 'unknown'],
    [1, 'k_line'],
    [2, 'all_can'],
    [3, 'can'],
    [4, 'fms'],
    [7, 'unknown'],
  ])('tachograph source %s is %s', (c, s) => expect(tachographSource(c)).toBe(s));

  it.each([
    [100, 'good'],
    [41, 'good'],
    [40, 'warning'],
    [21, 'warning'],
    [20.5, 'warning'],
    [20, 'critical'],
    [0, 'critical'],
  ])('battery %s%% is %s', (p, level) => expect(batteryLevel(p)).toBe(level));
});
