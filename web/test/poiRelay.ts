import {
  POI_TYPE_COLORS,
  POI_TYPES,
  type Poi,
  type PoiInput,
  type PoiNotification,
  type PoiTypeId,
} from '@fleetdeck/shared';
import { writeSession } from '../src/app/session/session.js';
import { stubRelayFetch, type Call } from './fakeFetch.js';

export type { Call } from './fakeFetch.js';

const alertOf = (n: PoiNotification | undefined): { notification_events: ('entry' | 'exit')[] } => {
  const type = n?.notificationEvents;
  return {
    notification_events: [
      ...(type === 'in' || type === 'both' ? (['entry'] as const) : []),
      ...(type === 'out' || type === 'both' ? (['exit'] as const) : []),
    ],
  };
};

/**
 * The relay's POI routes in memory, as the contract says (tests of the web side): fetch is
 * stubbed, every call recorded; a negative radius or a blank name answers 400 naming the field.
 */
export function fakePoiRelay(start: { pois?: Poi[]; notifications?: PoiNotification[] } = {}) {
  writeSession({ sso_token: 'tok', params: { Azienda: 1 } });
  const pois = new Map<number, Poi>((start.pois ?? []).map((p) => [p.id, p]));
  const notifications = new Map<number, PoiNotification>(
    (start.notifications ?? []).map((n) => [n.id ?? 0, n]),
  );
  let settings: string[] = [];
  let nextId = 100;
  const calls: Call[] = [];
  const json = (status: number, body?: unknown) =>
    Promise.resolve(
      body === undefined
        ? new Response(null, { status })
        : new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
    );
  const shown = (poi: Poi): Poi => ({
    ...poi,
    alert: alertOf([...notifications.values()].find((n) => n.poiId === poi.id)),
  });
  const invalid = (field: string, message: string) =>
    json(400, { error: 'invalid_request', field, message: `${field}: ${message}` });

  stubRelayFetch(calls, ({ method, path, body }) => {
    const id = Number(/\/(\d+)$/.exec(path)?.[1]);
    if (path === '/poi' && method === 'GET')
      return json(200, { data: [...pois.values()].map(shown) });
    if (/^\/poi(\/\d+)?$/.test(path) && (method === 'POST' || method === 'PUT')) {
      const input = body as Partial<PoiInput>;
      if (input.radius !== undefined && input.radius < 0)
        return invalid('radius', 'Too small: expected number to be >=0');
      if (method === 'POST' && !input.description?.trim())
        return invalid('description', 'Too small');
      const before = pois.get(id);
      if (method === 'PUT' && !before) return json(404, { error: 'not_found' });
      const type = (input.type ?? before?.type ?? 1) as PoiTypeId;
      const poi: Poi = {
        ...(before ?? { id: nextId++ }),
        ...input,
        type,
        type_description: POI_TYPES[type],
        type_color: POI_TYPE_COLORS[type],
      } as Poi;
      pois.set(poi.id, poi);
      return json(method === 'POST' ? 201 : 200, { data: shown(poi) });
    }
    if (/^\/poi\/\d+$/.test(path) && method === 'DELETE') {
      if (!pois.delete(id)) return json(404, { error: 'not_found' });
      return json(204);
    }
    if (path === '/poi/notifications' && method === 'GET')
      return json(200, { data: [...notifications.values()] });
    if (path === '/poi/notifications' && method === 'POST') {
      const n = { ...(body as PoiNotification), id: nextId++ };
      notifications.set(n.id, n);
      return json(201, { data: n });
    }
    if (/^\/poi\/notifications\/\d+$/.test(path) && method === 'PUT') {
      const before = notifications.get(id);
      if (!before) return json(404, { error: 'not_found' });
      notifications.set(id, { ...before, ...(body as Partial<PoiNotification>) });
      return json(200, { data: notifications.get(id) });
    }
    if (/^\/poi\/notifications\/\d+$/.test(path) && method === 'DELETE')
      return json(notifications.delete(id) ? 204 : 404);
    if (path === '/poi/settings' && method === 'GET')
      return json(200, { data: { emailAddresses: settings } });
    if (path === '/poi/settings' && method === 'PUT') {
      settings = (body as { emailAddresses: string[] }).emailAddresses;
      return json(200, { data: { emailAddresses: settings } });
    }
    if (path.startsWith('/poi/events')) return json(200, { data: [] });
    if (path.startsWith('/poi/outbox')) return json(200, { data: [] });
    return json(404, { error: 'not_found' });
  });
  return {
    calls,
    pois,
    notifications,
    get settings() {
      return settings;
    },
    /** The changes asked for, as `METHOD path`. */
    changes: () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`),
  };
}

/** A POI as the relay lists it. */
export function poiFixture(over: Partial<Poi> & Pick<Poi, 'id' | 'description'>): Poi {
  const type = (over.type ?? 1) as PoiTypeId;
  return {
    lat: 45.46,
    lng: 9.19,
    radius: 0,
    type,
    type_description: POI_TYPES[type],
    type_color: POI_TYPE_COLORS[type],
    color: null,
    note: null,
    address: null,
    alert: { notification_events: [] },
    ...over,
  };
}
