import type { SegmentLimit } from './corridors.js';

/** ADR tunnel categories with restrictions (A, unrestricted, is the absence of one). */
export const ADR_CATEGORIES = ['B', 'C', 'D', 'E'] as const;
export type AdrCategory = (typeof ADR_CATEGORIES)[number];

/** A category as stored per edge: 0 for none (A), 1..4 for B..E. */
export const adrRank = (category: AdrCategory | null | undefined): number =>
  category ? ADR_CATEGORIES.indexOf(category) + 1 : 0;

export const adrLetter = (rank: number): AdrCategory | '' => ADR_CATEGORIES[rank - 1] ?? '';

/**
 * ADR 1.9.5.2.2 and 8.6.4: a load with tunnel restriction code B may not pass tunnels of
 * category B, C, D or E; code C not C, D or E; code D not D or E; code E only not E. So a tunnel
 * is closed to a load whose code ranks at or below the tunnel's category.
 */
export function adrClosed(tunnelRank: number, loadRank: number): boolean {
  return tunnelRank > 0 && loadRank > 0 && loadRank <= tunnelRank;
}

/**
 * The Alpine tunnels of the bundled network with their published limits (sources in
 * docs/domain.md, "Restricted links"): the name the driver reads at the portal, the clearance,
 * the mass and the ADR category.
 */
const TUNNELS = {
  frejus: {
    from: 'Bardonecchia/IT',
    to: 'Modane/FR',
    name: 'Traforo del Fréjus',
    heightM: 4.3,
    weightT: 44,
    adrCategory: 'C',
  },
  montBlanc: {
    from: 'Courmayeur/IT',
    to: 'Chamonix-Mont-Blanc/FR',
    name: 'Traforo del Monte Bianco',
    heightM: 4.7,
    weightT: 44,
    adrCategory: 'E',
  },
  gotthard: {
    from: 'Airolo/CH',
    to: 'Altdorf/CH',
    name: 'Gotthard-Strassentunnel',
    heightM: 4.5,
    weightT: 40,
    adrCategory: 'E',
  },
  sanBernardino: {
    from: 'Mesocco/CH',
    to: 'Chur/CH',
    name: 'San-Bernardino-Tunnel',
    heightM: 4.0,
    weightT: 40,
    adrCategory: 'E',
  },
} as const satisfies Record<string, SegmentLimit & { name: string }>;

/** One tunnel's limits as a corridor's segment limit. */
export function tunnelLimit(key: keyof typeof TUNNELS): SegmentLimit {
  return { ...TUNNELS[key], tunnel: true };
}
