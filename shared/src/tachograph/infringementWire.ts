import type { Infringement, InfringementRule } from './infringements.js';
import type { Seriousness } from './seriousness.js';

/** One infringement as the relay sends it: instants in ISO 8601 UTC, durations in seconds. */
export interface InfringementDto {
  rule: InfringementRule;
  article: string;
  line: string;
  seriousness: Seriousness;
  at: string;
  from: string;
  to: string;
  value: number;
  limit: number;
  by: number;
  ongoing: boolean;
}

/** `GET /api/drivers/{id}/infringements`: the driver's infringements in the range, oldest first. */
export interface DriverInfringementsDto {
  driver: number;
  team: boolean;
  start_date: string;
  end_date: string;
  /** Start of the oldest activity the upstream had (history before it is unknown). */
  history_from: string | null;
  infringements: InfringementDto[];
}

/** `GET /api/drivers/infringements`: drivers with at least one, and the most serious class. */
export interface InfringementSummaryDto {
  start_date: string;
  end_date: string;
  drivers: Record<string, { count: number; worst: Seriousness }>;
}

const iso = (t: number): string => new Date(t * 1000).toISOString();

export function toInfringementDto(f: Infringement): InfringementDto {
  return { ...f, at: iso(f.at), from: iso(f.from), to: iso(f.to) };
}

const ORDER: readonly Seriousness[] = ['MI', 'SI', 'VSI', 'MSI'];

/** The most serious of some classes (undefined for none). */
export function worstSeriousness(
  list: readonly { seriousness: Seriousness }[],
): Seriousness | undefined {
  let worst = -1;
  for (const f of list) worst = Math.max(worst, ORDER.indexOf(f.seriousness));
  return ORDER[worst];
}
