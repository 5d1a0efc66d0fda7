import type pg from 'pg';
import type { GeofenceEvent, PoiAlertType } from '@fleetdeck/shared';
import { alertMail } from './alertMail.js';
import { fenceDistanceM, type Crossing, type FencePoi, type Pair } from './geofence.js';
import { toGeofenceEvent } from './poiRepository.js';

/** A fence as stored, with the geometry version its stored state was taken for. */
export interface StoredFence extends FencePoi {
  company: number;
  baselined: number;
}

/** A crossing with what the event tells about the truck. */
export interface CrossingReport extends Crossing {
  plate: string;
  /** When the report that crossed was taken. */
  at: Date;
}

export interface RecordedCrossing {
  event: GeofenceEvent;
  /** An e-mail went into the outbox with it. */
  mailed: boolean;
}

const wants = (events: PoiAlertType, kind: Crossing['kind']): boolean =>
  events === 'both' || (events === 'in' ? kind === 'entry' : kind === 'exit');

/** What the geofence engine keeps in the database (see migration 5). */
export class GeofenceStore {
  constructor(private readonly pool: pg.Pool) {}

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Each company's change number (poi_changes). */
  async changes(): Promise<Map<number, number>> {
    const { rows } = await this.pool.query<{ company_id: number; version: number }>(
      'SELECT company_id, version FROM poi_changes',
    );
    return new Map(rows.map((r) => [r.company_id, Number(r.version)]));
  }

  /** The fences (radius above zero) of one company, or of all. */
  async fences(company?: number): Promise<StoredFence[]> {
    const { rows } = await this.pool.query<{
      id: number;
      company_id: number;
      lat: number;
      lng: number;
      radius: number;
      geometry_version: number;
      baselined_version: number;
    }>(
      `SELECT id, company_id, lat, lng, radius, geometry_version, baselined_version FROM pois
       WHERE radius > 0 ${company === undefined ? '' : 'AND company_id = $1'}`,
      company === undefined ? [] : [company],
    );
    return rows.map((r) => ({
      id: r.id,
      company: r.company_id,
      lat: r.lat,
      lng: r.lng,
      radius: r.radius,
      version: r.geometry_version,
      baselined: r.baselined_version,
    }));
  }

  async known(companies: readonly number[]): Promise<Array<{ company: number; truck: number }>> {
    if (companies.length === 0) return [];
    const { rows } = await this.pool.query<{ company_id: number; truck_id: number }>(
      'SELECT company_id, truck_id FROM geofence_trucks WHERE company_id = ANY($1::int[])',
      [companies],
    );
    return rows.map((r) => ({ company: r.company_id, truck: r.truck_id }));
  }

  async inside(pois: readonly number[]): Promise<Pair[]> {
    if (pois.length === 0) return [];
    const { rows } = await this.pool.query<{
      company_id: number;
      poi_id: number;
      truck_id: number;
    }>('SELECT company_id, poi_id, truck_id FROM geofence_state WHERE poi_id = ANY($1::int[])', [
      pois,
    ]);
    return rows.map((r) => ({ company: r.company_id, poi: r.poi_id, truck: r.truck_id }));
  }

  /** Trucks first seen by a company's fences, and trucks that left its stream (with their state). */
  async saveKnown(
    added: ReadonlyArray<{ company: number; truck: number }>,
    removed: ReadonlyArray<{ company: number; truck: number }>,
  ): Promise<void> {
    if (added.length > 0)
      await this.pool.query(
        `INSERT INTO geofence_trucks (company_id, truck_id)
         SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
        [added.map((k) => k.company), added.map((k) => k.truck)],
      );
    if (removed.length > 0)
      await this.transaction(async (client) => {
        const values = [removed.map((k) => k.company), removed.map((k) => k.truck)];
        await client.query(
          `DELETE FROM geofence_trucks t USING unnest($1::int[], $2::int[]) AS g(c, k)
           WHERE t.company_id = g.c AND t.truck_id = g.k`,
          values,
        );
        await client.query(
          `DELETE FROM geofence_state s USING unnest($1::int[], $2::int[]) AS g(c, k)
           WHERE s.company_id = g.c AND s.truck_id = g.k`,
          values,
        );
      });
  }

  /** Pairs found inside without a crossing (a truck first seen): no event. */
  async saveBaseline(pairs: readonly Pair[]): Promise<void> {
    if (pairs.length === 0) return;
    await this.pool.query(
      `INSERT INTO geofence_state (company_id, poi_id, truck_id)
       SELECT g.c, g.p, g.t FROM unnest($1::int[], $2::int[], $3::int[]) AS g(c, p, t)
       JOIN pois ON pois.id = g.p
       ON CONFLICT DO NOTHING`,
      [pairs.map((p) => p.company), pairs.map((p) => p.poi), pairs.map((p) => p.truck)],
    );
  }

  /**
   * Replaces the state of fences new or moved with the pairs found inside them now, and notes the
   * geometry version it was taken for (a fence moved again meanwhile stays behind: rebuilt again).
   */
  async rebaseline(fences: ReadonlyArray<{ id: number; version: number }>, pairs: readonly Pair[]) {
    if (fences.length === 0) return;
    const ids = fences.map((f) => f.id);
    await this.transaction(async (client) => {
      await client.query('DELETE FROM geofence_state WHERE poi_id = ANY($1::int[])', [ids]);
      if (pairs.length > 0)
        await client.query(
          `INSERT INTO geofence_state (company_id, poi_id, truck_id)
           SELECT g.c, g.p, g.t FROM unnest($1::int[], $2::int[], $3::int[]) AS g(c, p, t)
           JOIN pois ON pois.id = g.p
           ON CONFLICT DO NOTHING`,
          [pairs.map((p) => p.company), pairs.map((p) => p.poi), pairs.map((p) => p.truck)],
        );
      await client.query(
        `UPDATE pois SET baselined_version = g.v FROM unnest($1::int[], $2::int[]) AS g(id, v)
         WHERE pois.id = g.id AND pois.geometry_version = g.v`,
        [ids, fences.map((f) => f.version)],
      );
    });
  }

  /** Fences that stopped being fences (radius zero): their state goes. */
  async dropState(pois: readonly number[]): Promise<void> {
    if (pois.length === 0) return;
    await this.pool.query('DELETE FROM geofence_state WHERE poi_id = ANY($1::int[])', [pois]);
  }

  /** A company with no fences left: nothing of its state is kept. */
  async forgetCompany(company: number): Promise<void> {
    await this.pool.query('DELETE FROM geofence_trucks WHERE company_id = $1', [company]);
    await this.pool.query('DELETE FROM geofence_state WHERE company_id = $1', [company]);
  }

  /**
   * Records a crossing in one transaction: the state change, the event and, when the POI's
   * notification asks for this kind and there is someone to tell, its e-mail in the outbox.
   * Undefined when there is nothing to record: the POI is gone, or the state already says so
   * (another relay recorded it: a crossing is recorded once however many relays saw it).
   */
  record(crossing: CrossingReport): Promise<RecordedCrossing | undefined> {
    return this.transaction(async (client) => {
      const poi = (
        await client.query<{
          company_id: number;
          description: string;
          address: string | null;
          lat: number;
          lng: number;
          radius: number;
        }>(
          'SELECT company_id, description, address, lat, lng, radius FROM pois WHERE id = $1 FOR KEY SHARE',
          [crossing.poi],
        )
      ).rows[0];
      if (!poi) return undefined;
      const changed =
        crossing.kind === 'entry'
          ? await client.query(
              `INSERT INTO geofence_state (company_id, poi_id, truck_id) VALUES ($1, $2, $3)
               ON CONFLICT DO NOTHING`,
              [crossing.company, crossing.poi, crossing.truck],
            )
          : await client.query('DELETE FROM geofence_state WHERE poi_id = $1 AND truck_id = $2', [
              crossing.poi,
              crossing.truck,
            ]);
      if (!changed.rowCount) return undefined;
      const { rows } = await client.query<Parameters<typeof toGeofenceEvent>[0]>(
        `INSERT INTO geofence_events
           (company_id, poi_id, poi_description, truck_id, plate, kind, at, lat, lng)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
        [
          crossing.company,
          crossing.poi,
          poi.description,
          crossing.truck,
          crossing.plate,
          crossing.kind,
          crossing.at,
          crossing.lat,
          crossing.lng,
        ],
      );
      const event = toGeofenceEvent(rows[0] as Parameters<typeof toGeofenceEvent>[0]);
      const notification = (
        await client.query<{ email_addresses: string[]; notification_events: PoiAlertType }>(
          'SELECT email_addresses, notification_events FROM poi_notifications WHERE poi_id = $1',
          [crossing.poi],
        )
      ).rows[0];
      if (!notification || !wants(notification.notification_events, crossing.kind))
        return { event, mailed: false };
      let recipients = notification.email_addresses;
      if (recipients.length === 0) {
        const settings = await client.query<{ email_addresses: string[] }>(
          'SELECT email_addresses FROM poi_settings WHERE company_id = $1',
          [poi.company_id],
        );
        recipients = settings.rows[0]?.email_addresses ?? [];
      }
      if (recipients.length === 0) return { event, mailed: false };
      const mail = alertMail({
        kind: crossing.kind,
        plate: crossing.plate,
        poi,
        at: crossing.at,
        lat: crossing.lat,
        lng: crossing.lng,
        distanceM: fenceDistanceM(poi.lat, poi.lng, crossing.lat, crossing.lng),
      });
      await client.query(
        `INSERT INTO poi_mail_outbox (event_id, company_id, recipients, subject, body)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING`,
        [event.id, crossing.company, JSON.stringify(recipients), mail.subject, mail.text],
      );
      return { event, mailed: true };
    });
  }
}
