import type pg from 'pg';
import { hashPassword } from '../auth/passwords.js';
import { seedDemoTags, type DemoTags } from '../tags/demoTags.js';

const ALL_LICENSES = {
  geofleet: {
    maps_service_layers: true,
    ptv_layers: true,
    info_layers: true,
    google_places: true,
    freight: true,
  },
  planner: { planner: true, planner_saved_routes: true, planner_plafond: true },
  poi: { poi: true, fuel_stations: true, parkings: true, fuel_partner_services: true },
};

const DISPATCHER_LICENSES = {
  ...ALL_LICENSES,
  geofleet: { ...ALL_LICENSES.geofleet, freight: false },
  planner: { planner: false, planner_saved_routes: false, planner_plafond: false },
};

/** A dispatcher personalises their own view but cannot change company-wide defaults. */
const DISPATCHER_RULES = [
  { action: 'manage', subject: 'all' },
  { action: 'manage', subject: 'CompanyConfig', inverted: true },
];

export const DEMO_PASSWORD = 'fleetdeck';

export const DEMO_USERS = [
  {
    username: 'admin',
    display_name: 'Anna Amministratrice',
    companies: [1, 2, 3, 4],
    licenses: ALL_LICENSES,
    rules: null,
    helpdesk: true,
    note: 'administrator and helpdesk, every licence, four companies',
  },
  {
    username: 'dispatcher',
    display_name: 'Dario Dispatcher',
    companies: [4],
    licenses: DISPATCHER_LICENSES,
    rules: DISPATCHER_RULES,
    helpdesk: false,
    note: 'dispatcher of Autotrasporti Tirreno only, no planner or freight',
  },
  {
    username: 'newcomer',
    display_name: 'Nora Newcomer',
    companies: [],
    licenses: {},
    rules: null,
    helpdesk: false,
    note: 'account not configured for any company (shows the 403 page)',
  },
] as const;

const DRIVER_STATUSES = ['none', 'load', 'unload', 'trailer hook', 'trailer unhook', 'refueling'];

/** A company of the demo data: the embedded simulator's fleet belongs to them. */
export interface DemoCompany {
  id: number;
  business_name: string;
  master: number | null;
}

/**
 * Inserts the demo data once; later starts find it and leave it (and any changes) alone. The
 * companies are the simulator's (one master with two slaves, and an unrelated company); without
 * them (no simulator installed) there is no demo data.
 */
export async function seedDemoData(
  pool: pg.Pool,
  companies: readonly DemoCompany[],
  tags?: DemoTags,
): Promise<boolean> {
  if (companies.length === 0) return false;
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((rows[0]?.n ?? 0) > 0) return false;
  for (const c of [...companies].sort((a, b) => (a.master ?? 0) - (b.master ?? 0))) {
    await pool.query(
      'INSERT INTO companies (id, business_name, master_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [c.id, c.business_name, c.master],
    );
    for (const [index, description] of DRIVER_STATUSES.entries()) {
      await pool.query(
        'INSERT INTO driver_statuses (company_id, id, description) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [c.id, index, description],
      );
    }
  }
  if (tags)
    await seedDemoTags(
      pool,
      companies.map((c) => c.id),
      tags,
    );
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const inserted = await pool.query<{ id: number }>(
      `INSERT INTO users (username, display_name, password_hash, current_company, helpdesk)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [u.username, u.display_name, hash, u.companies[0] ?? null, u.helpdesk],
    );
    const userId = inserted.rows[0]?.id;
    for (const companyId of u.companies) {
      await pool.query(
        'INSERT INTO memberships (user_id, company_id, licenses, rules) VALUES ($1, $2, $3, $4)',
        [userId, companyId, JSON.stringify(u.licenses), u.rules && JSON.stringify(u.rules)],
      );
    }
  }
  return true;
}

/** The lines `npm start` prints so a new user can sign in. */
export function demoAccountLines(): string[] {
  return DEMO_USERS.map((u) => `  ${u.username} / ${DEMO_PASSWORD}  (${u.note})`);
}
