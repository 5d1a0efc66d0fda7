import type pg from 'pg';
import {
  POI_TYPE_COLORS,
  POI_TYPES,
  type GeofenceEvent,
  type MailOutboxEntry,
  type Poi,
  type PoiAlertType,
  type PoiInput,
  type PoiNotification,
  type PoiTypeId,
} from '@fleetdeck/shared';

interface PoiRow {
  id: number;
  company_id: number;
  description: string;
  address: string | null;
  lat: number;
  lng: number;
  radius: number;
  type: number;
  color: string | null;
  note: string | null;
  notification_events: PoiAlertType | null;
}

interface NotificationRow {
  id: number;
  poi_id: number;
  email_addresses: string[];
  notification_events: PoiAlertType;
}

interface EventRow {
  id: number;
  poi_id: number;
  poi_description: string;
  truck_id: number;
  plate: string;
  kind: GeofenceEvent['kind'];
  at: Date | string;
  lat: number;
  lng: number;
}

interface OutboxRow {
  id: number;
  event_id: number;
  recipients: string[];
  subject: string;
  body: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Which crossings a notification asks about, as the POI list shows it. */
export const alertEvents = (events: PoiAlertType | null): Array<'entry' | 'exit'> =>
  events === 'in'
    ? ['entry']
    : events === 'out'
      ? ['exit']
      : events === 'both'
        ? ['entry', 'exit']
        : [];

const toPoi = (r: PoiRow): Poi => {
  const type = r.type as PoiTypeId;
  return {
    id: r.id,
    description: r.description,
    name: null,
    address: r.address,
    address_from_source: null,
    lat: r.lat,
    lng: r.lng,
    radius: r.radius,
    type,
    type_description: POI_TYPES[type],
    type_icon: null,
    type_color: POI_TYPE_COLORS[type],
    color: r.color,
    note: r.note,
    alert: { notification_events: alertEvents(r.notification_events) },
  };
};

const toNotification = (r: NotificationRow): PoiNotification => ({
  id: r.id,
  poiId: r.poi_id,
  emailAddresses: r.email_addresses,
  notificationEvents: r.notification_events,
});

export const toGeofenceEvent = (r: EventRow): GeofenceEvent => ({
  id: r.id,
  poi_id: r.poi_id,
  poi_description: r.poi_description,
  truck_id: r.truck_id,
  plate: r.plate,
  kind: r.kind,
  at: iso(r.at),
  lat: r.lat,
  lng: r.lng,
});

const toOutboxEntry = (r: OutboxRow): MailOutboxEntry => ({
  id: r.id,
  event_id: r.event_id,
  to: r.recipients,
  subject: r.subject,
  text: r.body,
  // A claimed row is still waiting as far as the user is concerned.
  status: r.status === 'sending' ? 'pending' : r.status,
  attempts: r.attempts,
  last_error: r.last_error,
  created_at: iso(r.created_at),
  sent_at: r.sent_at === null ? null : iso(r.sent_at),
});

const SELECT_POI = `SELECT p.*, n.notification_events FROM pois p
  LEFT JOIN poi_notifications n ON n.poi_id = p.id`;

/** Tells the polling relay (geofenceService.ts) that the company's POIs changed. */
const BUMP = `INSERT INTO poi_changes (company_id, version) VALUES ($1, nextval('poi_change_seq'))
  ON CONFLICT (company_id) DO UPDATE SET version = excluded.version`;

export type NotificationResult = PoiNotification | 'no_poi' | 'exists';

/** The REST side of POIs: every call is scoped to one company. */
export class PoiRepository {
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

  async list(company: number): Promise<Poi[]> {
    const { rows } = await this.pool.query<PoiRow>(
      `${SELECT_POI} WHERE p.company_id = $1 ORDER BY p.id`,
      [company],
    );
    return rows.map(toPoi);
  }

  private async one(client: pg.PoolClient, company: number, id: number): Promise<Poi | undefined> {
    const { rows } = await client.query<PoiRow>(
      `${SELECT_POI} WHERE p.company_id = $1 AND p.id = $2`,
      [company, id],
    );
    return rows[0] && toPoi(rows[0]);
  }

  create(company: number, input: PoiInput): Promise<Poi> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO pois (company_id, description, address, lat, lng, radius, type, color, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          company,
          input.description,
          input.address ?? null,
          input.lat,
          input.lng,
          input.radius,
          input.type,
          input.color ?? null,
          input.note ?? null,
        ],
      );
      await client.query(BUMP, [company]);
      return (await this.one(client, company, (rows[0] as { id: number }).id)) as Poi;
    });
  }

  /** The whole POI; a new centre or radius is a new geometry version. Undefined: not the company's. */
  update(company: number, id: number, input: PoiInput): Promise<Poi | undefined> {
    return this.transaction(async (client) => {
      const { rowCount } = await client.query(
        `UPDATE pois SET description = $3, address = $4, type = $8, color = $9, note = $10,
           geometry_version = geometry_version +
             CASE WHEN lat <> $5 OR lng <> $6 OR radius <> $7 THEN 1 ELSE 0 END,
           lat = $5, lng = $6, radius = $7, updated_at = now()
         WHERE company_id = $1 AND id = $2`,
        [
          company,
          id,
          input.description,
          input.address ?? null,
          input.lat,
          input.lng,
          input.radius,
          input.type,
          input.color ?? null,
          input.note ?? null,
        ],
      );
      if (!rowCount) return undefined;
      await client.query(BUMP, [company]);
      return this.one(client, company, id);
    });
  }

  /** The marker popup's edit: colour and note only. */
  updateLooks(
    company: number,
    id: number,
    looks: { color: string; note: string },
  ): Promise<Poi | undefined> {
    return this.transaction(async (client) => {
      const { rowCount } = await client.query(
        `UPDATE pois SET color = $3, note = $4, updated_at = now() WHERE company_id = $1 AND id = $2`,
        [company, id, looks.color, looks.note],
      );
      return rowCount ? this.one(client, company, id) : undefined;
    });
  }

  /** Its notification and geofence state go with it (foreign keys); its events stay. */
  remove(company: number, id: number): Promise<boolean> {
    return this.transaction(async (client) => {
      const { rowCount } = await client.query(
        'DELETE FROM pois WHERE company_id = $1 AND id = $2',
        [company, id],
      );
      if (!rowCount) return false;
      await client.query(BUMP, [company]);
      return true;
    });
  }

  async notifications(company: number): Promise<PoiNotification[]> {
    const { rows } = await this.pool.query<NotificationRow>(
      'SELECT * FROM poi_notifications WHERE company_id = $1 ORDER BY id',
      [company],
    );
    return rows.map(toNotification);
  }

  createNotification(
    company: number,
    body: { poiId: number; emailAddresses: string[]; notificationEvents: PoiAlertType },
  ): Promise<NotificationResult> {
    return this.transaction(async (client) => {
      const poi = await client.query('SELECT 1 FROM pois WHERE company_id = $1 AND id = $2', [
        company,
        body.poiId,
      ]);
      if (!poi.rowCount) return 'no_poi';
      const { rows } = await client.query<NotificationRow>(
        `INSERT INTO poi_notifications (poi_id, company_id, email_addresses, notification_events)
         VALUES ($1, $2, $3, $4) ON CONFLICT (poi_id) DO NOTHING RETURNING *`,
        [body.poiId, company, JSON.stringify(body.emailAddresses), body.notificationEvents],
      );
      return rows[0] ? toNotification(rows[0]) : 'exists';
    });
  }

  async updateNotification(
    company: number,
    id: number,
    body: { emailAddresses: string[]; notificationEvents?: PoiAlertType | undefined },
  ): Promise<PoiNotification | undefined> {
    const { rows } = await this.pool.query<NotificationRow>(
      `UPDATE poi_notifications SET email_addresses = $3,
         notification_events = coalesce($4, notification_events)
       WHERE company_id = $1 AND id = $2 RETURNING *`,
      [company, id, JSON.stringify(body.emailAddresses), body.notificationEvents ?? null],
    );
    return rows[0] && toNotification(rows[0]);
  }

  async removeNotification(company: number, id: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM poi_notifications WHERE company_id = $1 AND id = $2',
      [company, id],
    );
    return Boolean(rowCount);
  }

  async settings(company: number): Promise<{ emailAddresses: string[] }> {
    const { rows } = await this.pool.query<{ email_addresses: string[] }>(
      'SELECT email_addresses FROM poi_settings WHERE company_id = $1',
      [company],
    );
    return { emailAddresses: rows[0]?.email_addresses ?? [] };
  }

  async setSettings(company: number, emailAddresses: string[]): Promise<void> {
    await this.pool.query(
      `INSERT INTO poi_settings (company_id, email_addresses) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET email_addresses = excluded.email_addresses,
         updated_at = now()`,
      [company, JSON.stringify(emailAddresses)],
    );
  }

  /** The company's latest crossings of the trucks it sees now, newest first. */
  async events(
    company: number,
    truckIds: readonly number[],
    limit: number,
  ): Promise<GeofenceEvent[]> {
    if (truckIds.length === 0) return [];
    const { rows } = await this.pool.query<EventRow>(
      `SELECT * FROM geofence_events WHERE company_id = $1 AND truck_id = ANY($2::int[])
       ORDER BY id DESC LIMIT $3`,
      [company, truckIds, limit],
    );
    return rows.map(toGeofenceEvent);
  }

  async outbox(company: number, limit: number): Promise<MailOutboxEntry[]> {
    const { rows } = await this.pool.query<OutboxRow>(
      'SELECT * FROM poi_mail_outbox WHERE company_id = $1 ORDER BY id DESC LIMIT $2',
      [company, limit],
    );
    return rows.map(toOutboxEntry);
  }
}
