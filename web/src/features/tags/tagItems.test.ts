import { describe, expect, it } from 'vitest';
import {
  itemOf,
  patchItem,
  sortedByName,
  tagFilterOptions,
  takenName,
  truckTags,
  usableName,
  withoutItem,
} from './tagItems.js';

const items = [
  itemOf({ id: 1, name: 'nord', trucks: 2 }),
  itemOf({ id: 2, name: 'ADR', trucks: 0 }),
];

describe('tag items', () => {
  it('sorts by name whatever the case', () => {
    expect(sortedByName(items).map((i) => i.name)).toEqual(['ADR', 'nord']);
    // Names equal but for case come in one order whatever order they came in.
    expect(sortedByName([{ name: 'b' }, { name: 'B' }, { name: 'a' }])).toEqual(
      sortedByName([{ name: 'B' }, { name: 'a' }, { name: 'b' }]),
    );
  });
  it('flags one row and keeps the order by name after a rename', () => {
    const saving = patchItem(items, 1, { loading: true, name: 'Alpi' });
    expect(saving.map((i) => [i.name, i.loading])).toEqual([
      ['ADR', false],
      ['Alpi', true],
    ]);
    expect(withoutItem(saving, 2).map((i) => i.id)).toEqual([1]);
  });
  it('takes a name with something besides spaces, and spots one already used', () => {
    expect(usableName('')).toBe(false);
    expect(usableName('   ')).toBe(false);
    expect(usableName(' x ')).toBe(true);
    expect(takenName(items, ' Nord ')).toBe(true);
    expect(takenName(items, 'nord', 1)).toBe(false);
    expect(takenName(items, 'Sud')).toBe(false);
  });
  it("names a truck's tags, ids alone through the company's list", () => {
    const truck = { tags: [{ id: 1, name: 'nord' }, 2, 9] };
    expect(truckTags(truck, items)).toEqual([
      { id: 9, name: '#9' },
      { id: 2, name: 'ADR' },
      { id: 1, name: 'nord' },
    ]);
    expect(truckTags({ tags: null }, items)).toEqual([]);
  });
  it('offers the tags the trucks carry, once each, by name', () => {
    const trucks = [
      { tags: [{ id: 5, name: 'Sud' }] },
      {
        tags: [
          { id: 3, name: 'Frigo' },
          { id: 5, name: 'Sud' },
        ],
      },
      { tags: [7] },
      {},
    ];
    expect(tagFilterOptions(trucks, [], (id) => `tag ${id}`)).toEqual([
      { value: '3', label: 'Frigo' },
      { value: '5', label: 'Sud' },
      { value: '7', label: 'tag 7' },
    ]);
    // The company's list names them, and adds those counted on trucks the stream has not shown yet.
    const known = [
      { id: 5, name: 'Mezzogiorno', trucks: 2 },
      { id: 8, name: 'ADR', trucks: 1 },
      { id: 9, name: 'Unused', trucks: 0 },
    ];
    expect(tagFilterOptions(trucks, known, (id) => `#${id}`).map((o) => o.label)).toEqual([
      '#7',
      'ADR',
      'Frigo',
      'Mezzogiorno',
    ]);
  });
});
