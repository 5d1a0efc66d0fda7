import { describe, expect, it } from 'vitest';
import { ferryOf } from './valhallaFerry.js';
import type { ValhallaManeuver } from './valhallaSchemas.js';

const VILLA: [number, number] = [15.6355, 38.2175];
const MESSINA: [number, number] = [15.559, 38.196];
const places = {
  countryAt: () => 'IT',
  pointOf: (name: string) =>
    new Map([
      ['Villa San Giovanni', VILLA],
      ['Messina', MESSINA],
    ]).get(name),
};
const maneuver = (name: string): ValhallaManeuver => ({
  type: 28,
  street_names: [name],
  length: 7.42,
  time: 1200,
  begin_shape_index: 1,
  end_shape_index: 3,
  ferry: true,
});

describe("a Valhalla ferry maneuver as the planner's ferry leg", () => {
  it('names the ports in the sailing direction, the bundled line listed either way', () => {
    const line = 'Villa San Giovanni – Messina';
    expect(ferryOf(maneuver(line), [MESSINA, [15.6, 38.21], VILLA], places)).toMatchObject({
      fromPort: 'Messina',
      toPort: 'Villa San Giovanni',
      distanceM: 7420,
      boardingS: 0,
      crossingS: 1200,
    });
    expect(ferryOf(maneuver(line), [VILLA, MESSINA], places)).toMatchObject({
      fromPort: 'Villa San Giovanni',
      toPort: 'Messina',
    });
  });

  it('keeps a line the network does not bundle by its name, the countries where it sails', () => {
    const unknown = ferryOf(
      maneuver('Bari – Durrës'),
      [
        [16.87, 41.13],
        [19.45, 41.32],
      ],
      {
        countryAt: (lng: number) => (lng < 18 ? 'IT' : 'AL'),
      },
    );
    expect(unknown).toMatchObject({
      name: 'Bari – Durrës',
      fromPort: '',
      toPort: '',
      fromCountry: 'IT',
      toCountry: 'AL',
      operators: '',
      cabins: false,
      kind: 'ferry',
    });
  });

  it('reads the bundled Channel Tunnel shuttle as a rail shuttle, a bundled ship as a ferry', () => {
    const tunnel: [number, number][] = [
      [1.81, 50.93],
      [1.15, 51.09],
    ];
    const shuttle = ferryOf(
      maneuver('Le Shuttle Freight (rail, Channel Tunnel) Coquelles – Folkestone'),
      tunnel,
      places,
    );
    expect(shuttle).toMatchObject({ fromPort: 'Coquelles', toPort: 'Folkestone' });
    expect(shuttle.kind).toBe('rail_shuttle');
    expect(ferryOf(maneuver('Villa San Giovanni – Messina'), [VILLA, MESSINA], places).kind).toBe(
      'ferry',
    );
  });
});
