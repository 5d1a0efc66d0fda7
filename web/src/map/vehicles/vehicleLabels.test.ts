import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_CONFIG } from '@fleetdeck/shared';
import { StableLabels, vehicleLabelLayers, type LabelDatum } from './vehicleLabels.js';

const label = (id: number, lng: number, extra = ''): LabelDatum => ({
  id,
  position: [lng, 45],
  text: `AB${id}`,
  extra,
});

describe('StableLabels', () => {
  it('keeps the same data while the same vehicles show the same texts, moving them in place', () => {
    const labels = new StableLabels().update([label(1, 9), label(2, 10, '50 km/h')]);
    const data = labels.data;
    const extra = labels.extra;
    expect(extra.map((d) => d.id)).toEqual([2]);
    expect(labels.moves).toBe(0);
    labels.update([label(1, 9.5), label(2, 10, '50 km/h')]);
    expect(labels.data).toBe(data);
    expect(labels.extra).toBe(extra);
    expect(labels.data[0]?.position).toEqual([9.5, 45]);
    expect(labels.moves).toBe(1);
    // Nobody moved: nothing to recompute.
    labels.update([label(1, 9.5), label(2, 10, '50 km/h')]);
    expect(labels.moves).toBe(1);
  });

  it('takes a new array when a vehicle, a text or an extra line changes', () => {
    const labels = new StableLabels().update([label(1, 9), label(2, 10)]);
    const data = labels.data;
    labels.update([label(1, 9), label(2, 10, '61 km/h')]);
    expect(labels.data).not.toBe(data);
    expect(labels.extra.map((d) => d.id)).toEqual([2]);
    labels.update([label(1, 9)]);
    expect(labels.data.map((d) => d.id)).toEqual([1]);
    expect(labels.extra).toEqual([]);
  });

  it('hands the moves to deck.gl as the position trigger of both text layers', () => {
    const labels = new StableLabels().update([label(1, 9, 'x')]);
    labels.update([label(1, 9.1, 'x')]);
    const [names, extras] = vehicleLabelLayers(labels, DEFAULT_USER_CONFIG, true);
    expect(names?.props.updateTriggers).toMatchObject({ getPosition: 1 });
    expect(extras?.props.updateTriggers).toMatchObject({ getPosition: 1 });
    expect(names?.props.data).toBe(labels.data);
  });
});
