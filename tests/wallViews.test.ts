import { describe, expect, it } from 'vitest';
import { DATABASES, useSignedInRelay } from './support/accountsRelay.js';

const TIRRENO = 4;

const view = (extra: Record<string, unknown>) => ({
  name: 'Nord',
  tiles: ['map', 'alerts'],
  area: null,
  ...extra,
});

describe.each(DATABASES)('wall views in the company store on %s', (kind) => {
  const ctx = useSignedInRelay(kind);

  const save = (data: unknown) =>
    ctx.env.api('/store', {
      token: ctx.admin,
      company: TIRRENO,
      method: 'POST',
      body: JSON.stringify({ type: 'company', key: 'geofleet', data }),
    });
  const read = async () =>
    (
      (await (
        await ctx.env.api('/store?type=company&key=geofleet', {
          token: ctx.admin,
          company: TIRRENO,
        })
      ).json()) as { data: { wall?: unknown; other?: unknown } }
    ).data;

  it('keeps a view’s vehicle filters and map layers, and refuses a bad one naming the field', async () => {
    const layers = { clusters: false, labels: true, traffic: true, pois: false };
    const wall = {
      views: [
        view({ filters: { status: 'moving' }, layers }),
        view({ filters: { tag: 7, alertsOnly: true } }),
      ],
      rotateSeconds: 20,
    };
    expect((await save({ wall, other: 'kept' })).status).toBe(200);
    const saved = await read();
    expect(saved.other).toBe('kept');
    // The second view named no layers: it has the default ones.
    expect(saved.wall).toMatchObject({
      views: [
        { filters: { status: 'moving' }, layers },
        {
          filters: { tag: 7, alertsOnly: true },
          layers: { clusters: true, labels: true, traffic: false, pois: true },
        },
      ],
    });

    for (const [bad, field] of [
      [view({ filters: { status: 'flying' } }), 'data.wall.views.0.filters.status'],
      [view({ filters: { tag: 'reefer' } }), 'data.wall.views.0.filters.tag'],
      [view({ filters: { colour: 'red' } }), 'data.wall.views.0.filters'],
      [view({ layers: { ...layers, labels: 'yes' } }), 'data.wall.views.0.layers.labels'],
    ] as const) {
      const answer = await save({ wall: { views: [bad], rotateSeconds: 0 } });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { field: string }).field).toBe(field);
    }
    // Nothing refused was stored.
    expect(await read()).toEqual(saved);
  });
});
