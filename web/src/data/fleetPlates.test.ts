import { describe, expect, it } from 'vitest';
import type { Truck, TruckId } from '@fleetdeck/shared';
import type { FleetView } from './fleetStore.js';
import { nextPlates } from './fleetPlates.js';

const truck = (id: number, plate: string, lat = 45) => ({ id, plate, lat }) as unknown as Truck;

function view(
  trucks: Truck[],
  step: Partial<Pick<FleetView, 'full' | 'changed' | 'removed'>> = {},
): FleetView {
  return {
    trucks: new Map<TruckId, Truck>(trucks.map((t) => [t.id, t])),
    seq: 1,
    full: step.full ?? false,
    changed: step.changed ?? [],
    removed: step.removed ?? [],
    connection: 'live',
  };
}

describe('nextPlates', () => {
  const first = nextPlates(undefined, view([truck(1, 'AA111AA'), truck(2, 'BB222BB')], { full: true }));

  it('reads every plate from a snapshot', () => {
    expect([...first!]).toEqual([
      [1, 'AA111AA'],
      [2, 'BB222BB'],
    ]);
  });

  it('gives nothing new when a tick only moves trucks', () => {
    const moved = view([truck(1, 'AA111AA', 46), truck(2, 'BB222BB', 47)], { changed: [1, 2] });
    expect(nextPlates(first, moved)).toBeUndefined();
  });

  it('gives a new map when a plate changes, a truck comes or one goes', () => {
    const renamed = nextPlates(
      first,
      view([truck(1, 'AA111AA'), truck(2, 'CC333CC')], { changed: [2] }),
    );
    expect(renamed?.get(2)).toBe('CC333CC');
    expect(first?.get(2)).toBe('BB222BB'); // the map before is left as it was
    const joined = nextPlates(
      renamed,
      view([truck(1, 'AA111AA'), truck(2, 'CC333CC'), truck(3, 'DD444DD')], { changed: [3] }),
    );
    expect(joined?.get(3)).toBe('DD444DD');
    const left = nextPlates(joined, view([truck(2, 'CC333CC'), truck(3, 'DD444DD')], { removed: [1] }));
    expect([...left!.keys()]).toEqual([2, 3]);
  });
});
