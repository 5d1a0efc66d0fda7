import { LIST_LIMITS } from '../constants/vehicles.js';
import type { ListField } from '../domain/userConfig.js';

/** Fields that do not count towards the three-field limit. */
const UNCOUNTED: ReadonlySet<ListField> = new Set(['address', 'fuel_battery_level']);

export function countedListFields(selected: readonly ListField[]): number {
  return selected.filter((f) => !UNCOUNTED.has(f)).length;
}

/**
 * A box is disabled when it is unticked and three counted fields are ticked. Address is never
 * disabled; fuel/battery does not count but is disabled like the others (only address is exempt).
 */
export function isListFieldDisabled(field: ListField, selected: readonly ListField[]): boolean {
  if (field === 'address' || selected.includes(field)) return false;
  return countedListFields(selected) >= LIST_LIMITS.maxListFields;
}

export function toggleListField(selected: readonly ListField[], field: ListField): ListField[] {
  if (selected.includes(field)) return selected.filter((f) => f !== field);
  if (isListFieldDisabled(field, selected)) return [...selected];
  return [...selected, field];
}

/** Telemetry chart: at most 4 active, and the last active one cannot be unticked. */
export function isTelemetryDisabled(key: string, active: readonly string[]): boolean {
  if (active.includes(key)) return active.length <= LIST_LIMITS.minTelemetries;
  return active.length >= LIST_LIMITS.maxTelemetries;
}

export function toggleTelemetry(active: readonly string[], key: string): string[] {
  if (isTelemetryDisabled(key, active)) return [...active];
  return active.includes(key) ? active.filter((k) => k !== key) : [...active, key];
}
