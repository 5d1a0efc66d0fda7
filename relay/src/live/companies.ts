import { ALL_COMPANIES, type CompanyId, type CompanyScope } from '@fleetdeck/shared';

/**
 * Who sees whose trucks. A master company's stream also carries its slave companies' trucks. The
 * relay fills it from the accounts database, or from `LIVE_COMPANY_MASTERS` when that is set.
 * Changes are pushed to subscribers so streams can be rebuilt.
 */
export interface CompanyDirectory {
  /** The companies whose streams show a truck of `company`: itself and its masters. */
  viewersOf(company: CompanyId): readonly CompanyId[];
  onChange(listener: () => void): () => void;
}

/** An in-memory directory built from a master -> slaves map. */
export class StaticCompanyDirectory implements CompanyDirectory {
  private viewers = new Map<CompanyId, CompanyId[]>();
  private readonly listeners = new Set<() => void>();

  constructor(mastersToSlaves: ReadonlyMap<CompanyId, readonly CompanyId[]> = new Map()) {
    this.setMasters(mastersToSlaves);
  }

  setMasters(mastersToSlaves: ReadonlyMap<CompanyId, readonly CompanyId[]>): void {
    const viewers = new Map<CompanyId, CompanyId[]>();
    for (const [master, slaves] of mastersToSlaves) {
      for (const slave of slaves) {
        if (slave === master) continue;
        const list = viewers.get(slave) ?? [slave];
        if (!list.includes(master)) list.push(master);
        viewers.set(slave, list);
      }
    }
    this.viewers = viewers;
    for (const listener of this.listeners) listener();
  }

  viewersOf(company: CompanyId): readonly CompanyId[] {
    return this.viewers.get(company) ?? [company];
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * Parses `LIVE_COMPANY_MASTERS`: `master:slave,slave;master:slave`, e.g. `1:2,3;10:11`.
 * Throws a message naming the bad part.
 */
export function parseCompanyMasters(text: string): Map<CompanyId, CompanyId[]> {
  const map = new Map<CompanyId, CompanyId[]>();
  const id = (part: string): CompanyId => {
    const n = Number(part.trim());
    if (!Number.isInteger(n) || n <= 0) throw new Error(`"${part}" is not a company id`);
    return n;
  };
  for (const entry of text.split(';').filter((e) => e.trim() !== '')) {
    const [master, slaves, extra] = entry.split(':');
    if (master === undefined || slaves === undefined || extra !== undefined) {
      throw new Error(`"${entry}" is not master:slave,slave`);
    }
    map.set(id(master), slaves.split(',').map(id));
  }
  return map;
}

interface WithCompanies {
  details?: { company?: unknown; secondary_company?: unknown } | null;
}

const asCompany = (value: unknown): CompanyId | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * The streams a truck belongs to: everyone's (`*`), its company and secondary company, and their
 * masters. Both company fields are optional; a truck without them is only in `*`.
 */
export function scopesOf(truck: object, directory: CompanyDirectory): CompanyScope[] {
  const scopes: CompanyScope[] = [ALL_COMPANIES];
  const details = (truck as WithCompanies).details;
  for (const field of [details?.company, details?.secondary_company]) {
    const company = asCompany(field);
    if (company === undefined) continue;
    for (const viewer of directory.viewersOf(company)) {
      if (!scopes.includes(viewer)) scopes.push(viewer);
    }
  }
  return scopes;
}
