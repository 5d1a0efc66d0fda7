import type pg from 'pg';

/**
 * Versioned schema changes, applied in order at start-up inside one transaction each. Never edit a
 * shipped migration: add the next version.
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'accounts, companies, configuration',
    sql: `
      CREATE TABLE companies (
        id integer PRIMARY KEY,
        business_name text NOT NULL,
        master_id integer REFERENCES companies(id)
      );
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username text NOT NULL UNIQUE,
        display_name text NOT NULL,
        password_hash text,
        oidc_subject text UNIQUE,
        language text NOT NULL DEFAULT 'it-IT',
        timezone text NOT NULL DEFAULT 'Europe/Rome',
        infringement_nation text NOT NULL DEFAULT 'ITA',
        current_company integer REFERENCES companies(id)
      );
      -- licenses: feature groups of feature -> boolean; rules: CASL raw rules, NULL = manage all.
      CREATE TABLE memberships (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        licenses jsonb NOT NULL DEFAULT '{}',
        rules jsonb,
        PRIMARY KEY (user_id, company_id)
      );
      -- owner_id is the user for type 'user' and 0 for type 'company'.
      CREATE TABLE config_store (
        type text NOT NULL CHECK (type IN ('user', 'company')),
        owner_id integer NOT NULL,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        key text NOT NULL,
        data jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (type, owner_id, company_id, key)
      );
      CREATE TABLE driver_statuses (
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        id integer NOT NULL,
        description text NOT NULL,
        PRIMARY KEY (company_id, id)
      );
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz
      );
    `,
  },
  {
    version: 2,
    name: 'shared live-location links',
    sql: `
      -- token_hash: sha256 of the link token (the token itself is never stored). id: the handle
      -- owners edit and delete by, which does not open the view. start_at, expire_at: unix s.
      CREATE TABLE shared_links (
        id text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        start_at bigint NOT NULL,
        expire_at bigint NOT NULL CHECK (expire_at > start_at),
        tz text NOT NULL,
        trucks jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX shared_links_company ON shared_links (company_id, start_at);
    `,
  },
  {
    version: 3,
    name: 'alert handling among dispatchers',
    sql: `
      -- One row per raised alert someone handles; it goes when the alert clears. at: unix ms.
      CREATE TABLE alert_handling (
        truck_id integer NOT NULL,
        code text NOT NULL,
        state text NOT NULL CHECK (state IN ('acknowledged', 'resolved')),
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        user_name text NOT NULL,
        note text,
        at bigint NOT NULL,
        PRIMARY KEY (truck_id, code)
      );
      -- Every change, kept: acknowledged, resolved, and cleared (the alert went away).
      CREATE TABLE alert_handling_history (
        id bigserial PRIMARY KEY,
        truck_id integer NOT NULL,
        code text NOT NULL,
        state text NOT NULL CHECK (state IN ('acknowledged', 'resolved', 'cleared')),
        user_id integer,
        user_name text,
        note text,
        at bigint NOT NULL
      );
      CREATE INDEX alert_handling_history_truck ON alert_handling_history (truck_id, at);
    `,
  },
  {
    version: 4,
    name: 'wall tokens',
    sql: `
      -- A read-only key for an unattended wall screen of one company. token_hash: sha256 of the
      -- token (never stored itself); revoked_at set: refused from then on.
      CREATE TABLE wall_tokens (
        id text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL,
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      CREATE INDEX wall_tokens_company ON wall_tokens (company_id, created_at);
    `,
  },
  {
    version: 5,
    name: 'points of interest, geofence state and events, alert mail outbox',
    sql: `
      -- A company's points of interest. radius in metres; above zero the POI is a geofence.
      -- geometry_version goes up when lat, lng or radius change; baselined_version is the one the
      -- geofence engine last took its state from (behind: the engine rebuilds it, see relay/src/poi).
      CREATE TABLE pois (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        description text NOT NULL,
        address text,
        lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
        radius double precision NOT NULL CHECK (radius >= 0),
        type smallint NOT NULL CHECK (type BETWEEN 1 AND 15),
        color text,
        note text,
        geometry_version integer NOT NULL DEFAULT 1,
        baselined_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX pois_company ON pois (company_id, id);
      -- At most one per POI. email_addresses empty: the company's poi_settings addresses.
      CREATE TABLE poi_notifications (
        id serial PRIMARY KEY,
        poi_id integer NOT NULL UNIQUE REFERENCES pois(id) ON DELETE CASCADE,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        email_addresses jsonb NOT NULL DEFAULT '[]',
        notification_events text NOT NULL CHECK (notification_events IN ('in', 'out', 'both'))
      );
      CREATE INDEX poi_notifications_company ON poi_notifications (company_id, id);
      -- The company's default alert recipients (its own table: the company configuration store
      -- is written whole by the settings screens).
      CREATE TABLE poi_settings (
        company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        email_addresses jsonb NOT NULL DEFAULT '[]',
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      -- Bumped (from poi_change_seq) by every change to a company's POIs: the polling relay
      -- compares it once a tick and reloads the companies whose number moved.
      CREATE SEQUENCE poi_change_seq;
      CREATE TABLE poi_changes (
        company_id integer PRIMARY KEY,
        version bigint NOT NULL
      );
      -- Geofence state, written by the polling relay. The trucks a company's fences have seen
      -- (absent: the next position is a baseline, no entry), and which are inside which fences.
      -- company_id is the stream's (a master also watches its slaves' trucks); no foreign key:
      -- trucks may name companies the accounts store does not have.
      CREATE TABLE geofence_trucks (
        company_id integer NOT NULL,
        truck_id integer NOT NULL,
        PRIMARY KEY (company_id, truck_id)
      );
      CREATE TABLE geofence_state (
        poi_id integer NOT NULL REFERENCES pois(id) ON DELETE CASCADE,
        truck_id integer NOT NULL,
        company_id integer NOT NULL,
        since timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (poi_id, truck_id)
      );
      CREATE INDEX geofence_state_company ON geofence_state (company_id, truck_id);
      -- Every crossing; kept when the POI goes (its description is copied). at: the report's time.
      CREATE TABLE geofence_events (
        id bigserial PRIMARY KEY,
        company_id integer NOT NULL,
        poi_id integer NOT NULL,
        poi_description text NOT NULL,
        truck_id integer NOT NULL,
        plate text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('entry', 'exit')),
        at timestamptz NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX geofence_events_company ON geofence_events (company_id, id);
      -- Alert e-mails, written in the event's transaction (one per event at most). status
      -- 'sending' is a claimed row (until lease_until: a sender that died is taken over after it).
      CREATE TABLE poi_mail_outbox (
        id bigserial PRIMARY KEY,
        event_id bigint NOT NULL UNIQUE REFERENCES geofence_events(id) ON DELETE CASCADE,
        company_id integer NOT NULL,
        recipients jsonb NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX poi_mail_outbox_company ON poi_mail_outbox (company_id, id);
      CREATE INDEX poi_mail_outbox_due ON poi_mail_outbox (id) WHERE status IN ('pending', 'sending');
    `,
  },
  {
    version: 6,
    name: 'company tags on trucks',
    sql: `
      -- A company's own labels for trucks; names unique per company whatever their case.
      CREATE TABLE tags (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL
      );
      CREATE UNIQUE INDEX tags_company_name ON tags (company_id, lower(name));
      -- truck_id is upstream's id: trucks are not stored here.
      CREATE TABLE truck_tags (
        tag_id integer NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
        truck_id integer NOT NULL,
        PRIMARY KEY (tag_id, truck_id)
      );
      CREATE INDEX truck_tags_truck ON truck_tags (truck_id);
      -- Bumped by every change of tags or assignments: the polling relay reloads when it moves.
      CREATE TABLE tag_changes (
        id integer PRIMARY KEY CHECK (id = 1),
        version bigint NOT NULL
      );
      INSERT INTO tag_changes (id, version) VALUES (1, 0);
    `,
  },
  {
    version: 7,
    name: 'planner saved routes, helpdesk flag, freight exchange logins',
    sql: `
      -- A company's saved trips: the saved-route body whole (data), its title and waypoint count
      -- kept beside it for the list (only trips with a waypoint are listed).
      CREATE TABLE planner_saved_routes (
        id text PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        title text NOT NULL,
        waypoint_count integer NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX planner_saved_routes_company ON planner_saved_routes (company_id, updated_at);
      -- The user payload's admin.helpdesk (freight exchange search needs it).
      ALTER TABLE users ADD COLUMN helpdesk boolean NOT NULL DEFAULT false;
      -- Who is signed in to which freight exchange, per company (never the password).
      CREATE TABLE freight_logins (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        board text NOT NULL,
        username text NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, company_id, board)
      );
    `,
  },
  {
    version: 8,
    name: 'users can be disabled',
    sql: `
      -- A disabled user's sessions stop working at once (REST and open /live sockets alike).
      ALTER TABLE users ADD COLUMN disabled_at timestamptz;
      CREATE INDEX sessions_user ON sessions (user_id);
    `,
  },
  {
    version: 9,
    name: 'device registry',
    sql: `
      -- Trackers bound to trucks (issue 49). A device reports for one company's truck only: the
      -- (protocol, device_id) pair is unique across all companies.
      CREATE TABLE devices (
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        device_id text NOT NULL,
        protocol text NOT NULL CHECK (protocol IN ('teltonika', 'osmand')),
        truck_id integer NOT NULL,
        plate text NOT NULL,
        label text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (protocol, device_id)
      );
      CREATE INDEX devices_company ON devices (company_id, created_at);
      CREATE INDEX devices_truck ON devices (truck_id);
      -- Ids of trucks created for devices (the upstream's and the simulator's stay below).
      CREATE SEQUENCE device_truck_ids START WITH 900000;
      -- The trucks the registry created: they stay the company's when their last device goes.
      CREATE TABLE device_trucks (
        truck_id integer PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        plate text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- Refused devices, for an administrator to bind (bounded: the newest 500 are kept).
      CREATE TABLE unknown_devices (
        protocol text NOT NULL,
        device_id text NOT NULL,
        remote text NOT NULL,
        first_seen timestamptz NOT NULL DEFAULT now(),
        last_seen timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 1,
        PRIMARY KEY (protocol, device_id)
      );
      CREATE INDEX unknown_devices_last_seen ON unknown_devices (last_seen);
      -- Moved on every registry write: relays that cache lookups compare it (see registry/).
      CREATE TABLE device_changes (
        id integer PRIMARY KEY CHECK (id = 1),
        version bigint NOT NULL
      );
      INSERT INTO device_changes (id, version) VALUES (1, 0);
    `,
  },
  {
    version: 10,
    name: 'device positions by day, device last points, driver activity changes',
    sql: `
      -- Every stored record of a device (issue 49), partitioned by day on its GPS time: the store
      -- creates a day's partition before writing to it and drops those past the retention
      -- (relay/src/devices/history/partitions.ts). A record sent twice (a lost ack) is kept once.
      CREATE TABLE device_positions (
        device_id text NOT NULL,
        time timestamptz NOT NULL,
        company_id integer NOT NULL,
        truck_id integer NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        altitude real,
        heading real NOT NULL,
        speed real NOT NULL,
        satellites smallint,
        ignition boolean,
        movement boolean,
        external_voltage_mv integer,
        battery_voltage_mv integer,
        gsm_signal smallint,
        gnss_status smallint,
        odometer_m double precision,
        fuel_level_pct real,
        fuel_used_l double precision,
        tacho_speed_kmh real,
        engine_rpm integer,
        driver1_state smallint,
        driver2_state smallint,
        PRIMARY KEY (device_id, time)
      ) PARTITION BY RANGE (time);
      CREATE INDEX device_positions_truck ON device_positions (truck_id, time);
      CREATE INDEX device_positions_place ON device_positions (lat, lng);
      -- The newest record of each device-fed truck (moves only forward), with the drivers' slots
      -- and the odometer at the first record of its UTC day (the daily distance).
      CREATE TABLE device_lastpoints (
        truck_id integer PRIMARY KEY,
        company_id integer NOT NULL,
        device_id text NOT NULL,
        time timestamptz NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        altitude real,
        heading real NOT NULL,
        speed real NOT NULL,
        satellites smallint,
        ignition boolean,
        movement boolean,
        external_voltage_mv integer,
        battery_voltage_mv integer,
        gsm_signal smallint,
        gnss_status smallint,
        odometer_m double precision,
        fuel_level_pct real,
        fuel_used_l double precision,
        tacho_speed_kmh real,
        engine_rpm integer,
        driver1_present boolean,
        driver1_state smallint,
        driver1_card text,
        driver2_present boolean,
        driver2_state smallint,
        driver2_card text,
        day_odometer_m double precision,
        received_at timestamptz NOT NULL DEFAULT now()
      );
      -- A new period of a tachograph driver slot: its working state or its card changed at time.
      -- activity: 0 rest, 1 availability, 2 work, 3 driving (NULL: a card without a state);
      -- card_id NULL: no card; driver_id: the number the card is known by (driverIdOfCard).
      CREATE TABLE driver_activity_changes (
        company_id integer NOT NULL,
        truck_id integer NOT NULL,
        slot smallint NOT NULL CHECK (slot IN (1, 2)),
        time timestamptz NOT NULL,
        card_id text,
        driver_id integer,
        activity smallint CHECK (activity BETWEEN 0 AND 3),
        PRIMARY KEY (truck_id, slot, time)
      );
      CREATE INDEX driver_activity_changes_driver ON driver_activity_changes (driver_id, time);
      CREATE INDEX driver_activity_changes_time ON driver_activity_changes (time);
    `,
  },
];

/** Applies every migration the database has not had yet, in order; safe to call on every start. */
export async function runMigrations(
  pool: pg.Pool,
  migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = MIGRATIONS,
): Promise<number> {
  await pool.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations');
  // Every version not yet applied, in order: not only those above the highest, so a database that
  // took a later migration first (branches merged in another order) still gets the earlier one.
  const done = new Set(rows.map((r) => Number(r.version)));
  let applied = 0;
  for (const migration of migrations.filter((m) => !done.has(m.version))) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      await client.query('COMMIT');
      applied += 1;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
  return applied;
}
