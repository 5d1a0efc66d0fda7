import {
  encodeDiff,
  encodeSnapshot,
  publicTruck,
  type CompanyDiff,
  type CompanySnapshot,
  type TruckId,
  type WireDiff,
  type WireSnapshot,
} from '@fleetdeck/shared';

/** The envelope's company: a viewer is not told whose trucks it watches. */
const NO_COMPANY = 0;

/** The part of a company stream a link shows: its trucks, only while in the company, public fields. */
export interface LinkScope {
  companyId: number;
  truckIds: ReadonlySet<TruckId>;
}

/** The link's snapshot, cut from its company's (shared by every join at this seq). */
export function linkSnapshot(company: CompanySnapshot, scope: LinkScope): WireSnapshot {
  return encodeSnapshot({
    company: NO_COMPANY,
    seq: company.seq,
    at: company.at,
    trucks: company.trucks.filter((t) => scope.truckIds.has(t.id)).map(publicTruck),
  });
}

/**
 * The link's diff for one tick, cut from its company's diff. A truck that leaves the company
 * stream arrives there as a removal, so the link stops showing it too. Upserts that touched only
 * fields a viewer never sees are dropped; the diff itself always goes out, keeping `seq` gapless.
 */
export function linkDiff(
  company: CompanyDiff | undefined,
  scope: LinkScope,
  seq: number,
  at: number,
): WireDiff {
  const upserts = (company?.upserts ?? [])
    .filter((u) => scope.truckIds.has(u.id))
    .map(publicTruck)
    .filter((u) => Object.keys(u).length > 1);
  const removes = (company?.removes ?? []).filter((id) => scope.truckIds.has(id));
  return encodeDiff({ company: NO_COMPANY, seq, at, upserts, removes });
}
