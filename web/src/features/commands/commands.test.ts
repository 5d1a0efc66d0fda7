import { describe, expect, it } from 'vitest';
import { fold, rankCommands, type Command } from './commands.js';

const cmd = (id: string, group: Command['group'], label: string, hint?: string): Command => ({
  id,
  group,
  label,
  hint,
  run: () => undefined,
});

const ALL = [
  cmd('fit', 'map', 'Fit all vehicles'),
  cmd('links', 'panels', 'Open shared links'),
  cmd('co-2', 'companies', 'Switch to Logistica Adriatica S.r.l.'),
  cmd('v-1', 'vehicles', 'AB123CD', 'Mario Rossi'),
  cmd('v-2', 'vehicles', 'ZZ999ZZ', 'Anna Città'),
  cmd('settings', 'app', 'Settings'),
];

describe('the command palette ranking', () => {
  it('keeps everything, in group order, for an empty query', () => {
    expect(rankCommands(ALL, '  ').map((c) => c.id)).toEqual(ALL.map((c) => c.id));
  });

  it('finds a vehicle by its driver, whatever the case and accents', () => {
    expect(rankCommands(ALL, 'rossi').map((c) => c.id)).toEqual(['v-1']);
    expect(rankCommands(ALL, 'CITTA').map((c) => c.id)).toEqual(['v-2']);
    expect(fold('Zürich')).toBe('zurich');
  });

  it('needs every word of the query, in any order', () => {
    expect(rankCommands(ALL, 'adriatica switch').map((c) => c.id)).toEqual(['co-2']);
    expect(rankCommands(ALL, 'adriatica fit')).toEqual([]);
  });

  it('puts labels that start with the query before labels that merely contain it', () => {
    const list = [
      cmd('a', 'map', 'Show traffic: works'),
      cmd('b', 'map', 'Traffic off'),
      cmd('c', 'map', 'Antitraffic lane'),
      cmd('d', 'map', 'Hide all traffic'),
    ];
    expect(rankCommands(list, 'traffic').map((c) => c.id)).toEqual(['b', 'a', 'd', 'c']);
  });
});
