import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { SavedRoute } from '@fleetdeck/shared';

/** A saved trip as the API answers it: the body it was saved with and its id. */
export type StoredRoute = SavedRoute & { _id: string; updatedAt: string };

interface RouteRow {
  id: string;
  data: SavedRoute;
  updated_at: Date | string;
}

const toRoute = (row: RouteRow): StoredRoute => ({
  ...row.data,
  _id: row.id,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The body without an `_id` of its own: the row's id is the only one. */
const bodyOf = ({ _id: _ignored, ...route }: SavedRoute): SavedRoute => route;

/** Saved trips of the route planner; every call is scoped to one company. */
export class SavedRouteRepository {
  constructor(private readonly pool: pg.Pool) {}

  /** One page (0-based) of the trips with at least one waypoint, newest first, and their count. */
  async page(
    company: number,
    page: number,
    perPage: number,
  ): Promise<{ data: StoredRoute[]; items: number }> {
    const [list, count] = await Promise.all([
      this.pool.query<RouteRow>(
        `SELECT id, data, updated_at FROM planner_saved_routes
         WHERE company_id = $1 AND waypoint_count > 0
         ORDER BY updated_at DESC, id LIMIT $2 OFFSET $3`,
        [company, perPage, page * perPage],
      ),
      this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM planner_saved_routes
         WHERE company_id = $1 AND waypoint_count > 0`,
        [company],
      ),
    ]);
    return { data: list.rows.map(toRoute), items: Number(count.rows[0]?.n ?? 0) };
  }

  async create(company: number, userId: number | null, route: SavedRoute): Promise<StoredRoute> {
    const body = bodyOf(route);
    const { rows } = await this.pool.query<RouteRow>(
      `INSERT INTO planner_saved_routes (id, company_id, created_by, title, waypoint_count, data)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, data, updated_at`,
      [randomUUID(), company, userId, body.title, body.waypoints.length, JSON.stringify(body)],
    );
    return toRoute(rows[0] as RouteRow);
  }

  /** Undefined when the company has no such trip. */
  async update(company: number, id: string, route: SavedRoute): Promise<StoredRoute | undefined> {
    const body = bodyOf(route);
    const { rows } = await this.pool.query<RouteRow>(
      `UPDATE planner_saved_routes SET title = $3, waypoint_count = $4, data = $5, updated_at = now()
       WHERE company_id = $1 AND id = $2 RETURNING id, data, updated_at`,
      [company, id, body.title, body.waypoints.length, JSON.stringify(body)],
    );
    return rows[0] && toRoute(rows[0]);
  }

  /** The trip as it was, or undefined when the company has no such trip. */
  async remove(company: number, id: string): Promise<StoredRoute | undefined> {
    const { rows } = await this.pool.query<RouteRow>(
      `DELETE FROM planner_saved_routes WHERE company_id = $1 AND id = $2
       RETURNING id, data, updated_at`,
      [company, id],
    );
    return rows[0] && toRoute(rows[0]);
  }
}
