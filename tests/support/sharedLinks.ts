import { sharedLinkGroupsSchema, sharedLinkItemSchema } from '@fleetdeck/shared';
import { z } from 'zod';
import type { AccountsRelay } from './accountsRelay.js';

export const linkListAnswer = z.object({ data: sharedLinkGroupsSchema });
export const linkCreatedAnswer = z.object({
  data: sharedLinkItemSchema.extend({ token: z.string() }),
});
export const linkUpdatedAnswer = z.object({ data: z.object({ exp: z.number().int() }) });

export const nowS = (): number => Math.floor(Date.now() / 1000);

/** Waits until the relay's simulator has put trucks in `company`'s stream; answers their ids. */
export async function trucksOf(env: AccountsRelay, company: number): Promise<number[]> {
  for (let i = 0; i < 200; i++) {
    const trucks = env.relay.hub.snapshot(company).trucks;
    if (trucks.length > 0) return trucks.map((t) => t.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no trucks in company ${company}`);
}

/**
 * Waits until one of `company`'s trucks is driving (the simulator follows the time of day, so at
 * some hours a given truck is at rest for long); answers its id.
 */
export async function movingTruckOf(env: AccountsRelay, company: number): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const moving = env.relay.hub
      .snapshot(company)
      .trucks.find((t) => (t.lastpoint?.speed ?? 0) > 0);
    if (moving) return moving.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no truck of company ${company} is moving`);
}

/** The owner calls of `/sharelink` for one user and company. */
export function linkCalls(env: AccountsRelay, token: string, company: number) {
  const call = (method: string, body?: unknown) =>
    env.api('/sharelink', {
      token,
      company,
      method,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  return {
    list: () => call('GET'),
    create: (body: unknown) => call('POST', body),
    update: (body: unknown) => call('PUT', body),
    remove: (body: unknown) => call('DELETE', body),
  };
}

/** The public view's call: no account, only the token (and an optional view range). */
export function publicLink(env: AccountsRelay, token: string, query = ''): Promise<Response> {
  return fetch(`${env.relay.url}/public/sharelink/${token}${query}`);
}
