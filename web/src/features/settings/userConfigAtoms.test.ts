// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { firstValueFrom, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserConfig } from '@fleetdeck/shared';
import { stubRelayFetch, type Call } from '../../../test/fakeFetch.js';
import { writeSession } from '../../app/session/session.js';

type Module = typeof import('./userConfigAtoms.js');

let calls: Call[];
let answer: () => Promise<Response>;
let module: Module;

/** Every value the observable emits while subscribed (synchronous ones included). */
function record<T>(source: Observable<T>): T[] {
  const seen: T[] = [];
  source.subscribe((value) => seen.push(value));
  return seen;
}

beforeEach(async () => {
  vi.resetModules();
  calls = [];
  writeSession({ sso_token: 'tok', params: { Azienda: 1 } });
  stubRelayFetch(calls, () => answer());
  module = await import('./userConfigAtoms.js');
});

afterEach(() => vi.unstubAllGlobals());

describe('the settled configuration', () => {
  it('emits nothing before the stored entry answers, then the stored values', async () => {
    let reply!: (response: Response) => void;
    answer = () => new Promise((resolve) => (reply = resolve));
    const settled = record(module.settledUserConfig$);
    const any = record(module.userConfig$);
    const store = createStore();
    const loading = store.set(module.loadUserConfigAtom);
    // The plain configuration already holds the defaults; the settled one waits.
    expect(any).toHaveLength(1);
    expect(any[0]?.activeVehicleClustering).toBe(true);
    expect(settled).toEqual([]);
    reply(Response.json({ data: { activeVehicleClustering: false } }));
    await loading;
    expect(calls.map((call) => call.path)).toEqual(['/store?type=user&key=geofleet']);
    expect(settled.map((config) => config.activeVehicleClustering)).toEqual([false]);
  });

  it('gives the defaults once the stored entry fails to load', async () => {
    answer = () => Promise.resolve(new Response('down', { status: 503 }));
    const store = createStore();
    await expect(store.set(module.loadUserConfigAtom)).rejects.toThrow(/503/);
    const config: UserConfig = await firstValueFrom(module.settledUserConfig$);
    expect(config.activeVehicleClustering).toBe(true);
  });
});
