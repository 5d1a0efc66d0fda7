import { wallConfigOf, type WallConfig } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';

const STORE = '/store?type=company&key=geofleet';

/** The company's wall, from the company store (the default when none is saved). */
export async function loadWallConfig(): Promise<WallConfig> {
  const body = await apiJson<{ data: unknown }>(STORE);
  return wallConfigOf(body.data);
}

/**
 * Saves the wall into the company store, keeping what else the company stored there (read just
 * before writing, so a setting saved meanwhile from another screen stays).
 */
export async function saveWallConfig(wall: WallConfig): Promise<WallConfig> {
  const current = await apiJson<{ data: Record<string, unknown> | null }>(STORE);
  await apiJson('/store', {
    method: 'POST',
    body: JSON.stringify({
      type: 'company',
      key: 'geofleet',
      data: { ...(current.data ?? {}), wall },
    }),
  });
  return wall;
}
