import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_FIELDS } from '../constants/vehicles.js';
import type { ListField } from '../domain/userConfig.js';
import {
  countedListFields,
  isListFieldDisabled,
  isTelemetryDisabled,
  toggleListField,
  toggleTelemetry,
} from './selection.js';

describe('list field selection', () => {
  const three: ListField[] = ['speed', 'altitude', 'heading'];
  it('ships defaults that respect the limit', () => {
    expect(countedListFields(DEFAULT_LIST_FIELDS)).toBeLessThanOrEqual(3);
  });
  it('does not count address and fuel/battery', () => {
    expect(countedListFields(['address', 'fuel_battery_level', 'speed'])).toBe(1);
  });
  it.each([
    [['speed', 'altitude'] as ListField[], 'heading', false],
    [three, 'gsm_signal', true],
    [three, 'address', false],
    [three, 'fuel_battery_level', true],
    [three, 'speed', false],
    [[...three, 'address', 'fuel_battery_level'] as ListField[], 'address', false],
  ] as const)('with %o, %s disabled=%s', (sel, field, disabled) => {
    expect(isListFieldDisabled(field, sel)).toBe(disabled);
  });
  it('toggles within the limit and refuses beyond it', () => {
    expect(toggleListField(['speed', 'altitude'], 'heading')).toEqual(three);
    expect(toggleListField(three, 'gsm_signal')).toEqual(three);
    expect(toggleListField(three, 'address')).toEqual([...three, 'address']);
    expect(toggleListField(three, 'speed')).toEqual(['altitude', 'heading']);
  });
});

describe('telemetry selection', () => {
  it.each([
    [['a'], 'a', true],
    [['a', 'b'], 'a', false],
    [['a', 'b', 'c'], 'd', false],
    [['a', 'b', 'c', 'd'], 'e', true],
    [['a', 'b', 'c', 'd'], 'a', false],
  ])('with %o active, %s disabled=%s', (active, key, disabled) => {
    expect(isTelemetryDisabled(key, active)).toBe(disabled);
  });
  it('never leaves zero or more than four active', () => {
    expect(toggleTelemetry(['a'], 'a')).toEqual(['a']);
    expect(toggleTelemetry(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleTelemetry(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c', 'd']);
  });
});
