import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CORRIDORS, fastestPath, terrainAltitudeM } from '@fleetdeck/shared/roads';
import { loadRoadGraph, roadSourceHash } from './buildRoads.js';

const dir = mkdtempSync(join(tmpdir(), 'roads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('road network build', () => {
  const first = loadRoadGraph(dir);
  const g = first.graph;

  it('resolves every authored corridor town and keeps them in one connected network', () => {
    expect(first.fromCache).toBe(false);
    const corridorTowns = new Set(
      CORRIDORS.flatMap((c) => c.towns.map((t) => t.split('/')[0] ?? t)),
    );
    const inMain = new Set(g.names.filter((_, i) => g.component[i] === g.mainComponent));
    for (const town of corridorTowns) expect(inMain.has(town), town).toBe(true);
    expect(g.nodeCount).toBeGreaterThan(400);
  });

  it('reuses the typed-array cache and rebuilds it when the source changes', () => {
    const file = join(dir, `roads-${roadSourceHash()}.bin`);
    const mtime = statSync(file).mtimeMs;
    const again = loadRoadGraph(dir);
    expect(again.fromCache).toBe(true);
    expect(again.graph.edgeLength).toEqual(g.edgeLength);
    expect(statSync(file).mtimeMs).toBe(mtime);
    // A cache written from other source data is not trusted.
    writeFileSync(file, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(loadRoadGraph(dir).fromCache).toBe(false);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('drives Milan to Rome along the A1 and Munich to Verona over the Brenner', () => {
    const node = (name: string): number => g.names.indexOf(name);
    const milanRome = fastestPath(g, node('Milan'), node('Rome'));
    const names = [...(milanRome?.nodes ?? [])].map((n) => g.names[n]);
    expect(names).toEqual(expect.arrayContaining(['Bologna', 'Florence']));
    const km = (milanRome?.cumDist[milanRome.cumDist.length - 1] ?? 0) / 1000;
    expect(km).toBeGreaterThan(520);
    expect(km).toBeLessThan(700);
    const brenner = fastestPath(g, node('Munich'), node('Verona'));
    expect([...(brenner?.nodes ?? [])].map((n) => g.names[n])).toContain('Brennero - Brenner');
  });

  it('puts the Alps high and the Po valley low', () => {
    expect(terrainAltitudeM(46.99, 11.5)).toBeGreaterThan(1000);
    expect(terrainAltitudeM(45.1, 10.5)).toBeLessThan(300);
  });
});
