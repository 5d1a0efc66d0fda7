import type { ManeuverJunction } from '@fleetdeck/shared';
import { placeName, type RoadGraph } from '@fleetdeck/shared/roads';

/**
 * Two manoeuvres closer than this are one junction as the driver sees it (a route snapped a few
 * metres up one road before taking the other): the later road replaces the earlier one's.
 */
export const SAME_JUNCTION_M = 250;

/** The node two consecutive edges of the route share, or -1 (a turn in the middle of an edge). */
export function sharedNode(g: RoadGraph, e0: number, e1: number): number {
  if (e0 === e1) return -1;
  const a0 = g.edgeFrom[e0] as number;
  const b0 = g.edgeTo[e0] as number;
  const a1 = g.edgeFrom[e1] as number;
  const b1 = g.edgeTo[e1] as number;
  if (a0 === a1 || a0 === b1) return a0;
  if (b0 === a1 || b0 === b1) return b0;
  return -1;
}

/** The named roads (refs) meeting at a node, in the graph's order, without repeats. */
function namedRoadsAt(g: RoadGraph, node: number): string[] {
  const refs: string[] = [];
  for (let k = g.adjStart[node] as number; k < (g.adjStart[node + 1] as number); k++) {
    const ref = g.refs[g.edgeRef[(g.adjHalf[k] as number) >> 1] as number] ?? '';
    if (ref && !refs.includes(ref)) refs.push(ref);
  }
  return refs;
}

/** How many roads meet at a node (the graph has no loops: one half-edge each). */
const roadsAt = (g: RoadGraph, node: number): number =>
  (g.adjStart[node + 1] as number) - (g.adjStart[node] as number);

/**
 * What the driver reads at a node of the network where the route goes from road `from` to road
 * `to` (refs, '' for a regional link): the exit off a named road, the entry onto one, or the
 * interchange of the named roads meeting there, named after the node's town in the language
 * asked. Null where the node joins no more than two roads (a road changing its name is no
 * junction) or where the route stays on its road and no other named road meets it.
 */
export function junctionAt(
  g: RoadGraph,
  node: number,
  from: string,
  to: string,
  language: string,
): ManeuverJunction | null {
  if (node < 0 || roadsAt(g, node) <= 2) return null;
  const name = placeName(
    g.names[node] ?? '',
    g.countries[g.nodeCountry[node] as number] ?? '',
    language,
  );
  if (from && !to) return { kind: 'EXIT', name, roads: [from] };
  if (!from && to) return { kind: 'ENTRY', name, roads: [to] };
  const named = namedRoadsAt(g, node);
  // The road driven first, then the others as the graph lists them: "A1/A14".
  const roads = [from, ...named.filter((r) => r !== from)].filter(Boolean);
  if (roads.length < 2) return null;
  return { kind: 'INTERCHANGE', name, roads };
}
