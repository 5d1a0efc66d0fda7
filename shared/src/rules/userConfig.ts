import { DEFAULT_USER_CONFIG } from '../constants/userConfig.js';
import { userConfigSchema, type UserConfig } from '../domain/userConfig.js';

/**
 * The stored configuration merged over the defaults, key by key: a key that is missing or no
 * longer valid (older versions, hand edits) falls back to its default instead of losing the rest.
 */
export function resolveUserConfig(stored: unknown): UserConfig {
  const out: Record<string, unknown> = { ...DEFAULT_USER_CONFIG };
  if (typeof stored !== 'object' || stored === null) return out as UserConfig;
  const shape = userConfigSchema.shape;
  for (const [key, value] of Object.entries(stored)) {
    const field = shape[key as keyof typeof shape];
    if (!field) continue;
    const parsed = field.safeParse(value);
    if (parsed.success) out[key] = parsed.data;
  }
  // driversStatus {colors} is an older spelling of driversStatusColors.
  const legacy = (stored as { driversStatus?: { colors?: unknown } }).driversStatus?.colors;
  if (!('driversStatusColors' in stored) && legacy !== undefined) {
    const parsed = shape.driversStatusColors.safeParse(legacy);
    if (parsed.success) out.driversStatusColors = parsed.data;
  }
  return out as UserConfig;
}
