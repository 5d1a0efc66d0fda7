import { z } from 'zod';
import { ALL_COMPANIES, HISTORY_RETENTION_DAYS } from '@fleetdeck/shared';
import { parseCompanyMasters } from '../live/companies.js';
import { DEFAULT_ONLINE_STYLES, parseOnlineStyles } from '../roads/onlineStyles.js';

/** Teltonika's customary server port for Codec 8 / 8E devices. */
export const DEFAULT_DEVICES_TCP_PORT = 5027;

const port = z.coerce.number().int().min(0).max(65535);
const url = z.url();

const ms = (min: number, fallback: number) =>
  z.coerce.number().int().min(min).max(86_400_000).default(fallback);

const envSchema = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url.optional(),
    /** PostgreSQL schema to work in (tests use a fresh one per run); unset means `public`. */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lower-case letters, digits and _ only')
      .optional(),
    REDIS_URL: url.optional(),
    UPSTREAM_URL: url.optional(),
    /** A Valhalla server for the route planner; unset: the embedded engine on the bundled roads. */
    ROUTING_URL: url.refine((value) => /^https?:/.test(value), 'http or https only').optional(),
    /** How long the planner waits for the ROUTING_URL engine. */
    ROUTING_TIMEOUT_MS: ms(100, 10_000),
    /** A Nominatim-style geocoder (credentials in the URL go as basic authorization). */
    GEOCODER_URL: url.optional(),
    /** A planner service (fuel stations, parkings) answering part 2 §7; unset: generated samples. */
    PLANNER_SERVICE_URL: url.optional(),
    SIM_TRUCKS: z.coerce.number().int().min(0).max(200_000).default(2000),
    SIM_SEED: z.coerce.number().int().default(42),
    /** Share of simulated trucks (0 to 1) whose drivers now and then break an EU 561 rule. */
    SIM_INFRINGING_SHARE: z.coerce.number().min(0).max(1).default(0),
    POLL_TRUCKS_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
    /** With an upstream that answers `updated_since`: a whole trucks list at least this often. */
    POLL_TRUCKS_COMPLETE_MS: ms(1000, 60_000),
    JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** A session's absolute lifetime: refreshing its token cannot extend it. */
    SESSION_MAX_HOURS: z.coerce.number().positive().max(720).default(12),
    /** The process ends itself when its event loop is stuck this long (0: never). */
    LOOP_STALL_EXIT_MS: z.coerce
      .number()
      .int()
      .max(600_000)
      .refine((v) => v === 0 || v >= 1000, '0 (never) or at least 1000')
      .default(30_000),
    /** How often open `/live` sockets' credentials are checked again (ended ones are cut). */
    LIVE_CREDENTIAL_CHECK_MS: ms(100, 1000),
    /** `/live` clients must sign in and may join only their companies' streams. */
    LIVE_REQUIRE_AUTH: z.stringbool().default(true),
    POLL_PLAFOND_MS: ms(100, 60_000),
    POLL_TRAFFIC_MS: ms(100, 300_000),
    UPSTREAM_TIMEOUT_MS: ms(50, 5000),
    /** How far back history (analyser, vehicle passage, truck events) may be asked for. */
    HISTORY_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(HISTORY_RETENTION_DAYS),
    /** API requests are refused (503) while the event loop is held longer than this. */
    PRESSURE_LOOP_DELAY_MS: ms(10, 1000),
    /** API requests are refused (503) while the heap holds more; unset: 90 % of V8's limit. */
    PRESSURE_HEAP_MB: z.coerce.number().int().min(16).optional(),
    /** Poller lock period with Redis: a dead poller is replaced within two of these. */
    POLL_LOCK_MS: ms(300, 5000),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]+$/, 'letters, digits and : . _ - only')
      .default('fleetdeck'),
    /** Company stream of a client whose handshake names none; `*` is every truck. */
    LIVE_DEFAULT_COMPANY: z
      .union([z.literal(ALL_COMPANIES), z.coerce.number().int().positive()])
      .default(ALL_COMPANIES),
    /** Master and slave companies overriding the accounts store's: `1:2,3;10:11`. */
    LIVE_COMPANY_MASTERS: z
      .string()
      .default('')
      .transform((text, ctx) => {
        try {
          return parseCompanyMasters(text);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** A live client with more unsent bytes than this gets no diffs until it drains. */
    LIVE_CLIENT_MAX_PENDING_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(4 * 1024 * 1024),
    /**
     * Snapshots leaving this relay at once; clients joining beyond it wait their turn (a relay
     * restart sends every client to the others at once).
     */
    LIVE_SNAPSHOTS_IN_FLIGHT: z.coerce.number().int().min(1).default(16),
    /** OpenID Connect provider whose sign-in replaces the relay's own form. */
    OIDC_ISSUER: url.optional(),
    OIDC_CLIENT_ID: z.string().min(1).max(200).default('fleetdeck'),
    /** Unset: a public client (no secret; PKCE protects the code). */
    OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
    /** The relay's address as browsers reach it; unset, it is read from each request's Host. */
    PUBLIC_URL: url
      .refine((value) => /^https?:/.test(value), 'http or https only')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    /** An online map style offered beside the offline basemap (as the `osm` layer). */
    MAP_STYLE_URL: url.optional(),
    /**
     * The free online base layers offered beside the offline map, the first being the default
     * when it loads: `id=url` pairs separated by commas, a URL with `{z}` being raster tiles.
     * `none`: the offline map only (tests, which never reach the internet).
     */
    MAP_ONLINE_STYLES: z
      .string()
      .max(4000)
      .default(DEFAULT_ONLINE_STYLES)
      .transform((value, ctx) => {
        try {
          return parseOnlineStyles(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    WEB_DIST: z.string().min(1).optional(),
    /**
     * Where geofence alert e-mails go out: `smtp://user:pass@host:587` or `smtps://...:465`.
     * Unset: none is sent, they stay pending in the outbox (`GET /api/poi/outbox`).
     */
    SMTP_URL: url.refine((value) => /^smtps?:/.test(value), 'smtp or smtps only').optional(),
    SMTP_FROM: z.string().min(3).max(200).default('FleetDeck <alerts@fleetdeck.invalid>'),
    /** Connection, greeting and idle limit of one SMTP exchange. */
    SMTP_TIMEOUT_MS: ms(100, 10_000),
    /**
     * Where the live fleet comes from: the upstream (`UPSTREAM_URL` or the embedded simulator) or
     * trackers reporting straight to the relay (issue 49; the simulator then plays the devices).
     */
    FLEET_FEED: z.enum(['upstream', 'devices']).default('upstream'),
    /** The Teltonika TCP listener's port (`0`: a free one); listened on in devices mode or when set. */
    DEVICES_TCP_PORT: port.optional(),
    /** Device connections one relay holds at most; more are refused. */
    DEVICES_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
    /**
     * In devices mode, the hours of past reports the simulated devices send first (their buffer,
     * through the real listener and endpoint) so the stored history has a day to show at once.
     */
    DEVICES_SIM_BACKFILL_HOURS: z.coerce.number().min(0).max(168).default(24),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((config, ctx) => {
    if (config.OIDC_ISSUER && !/^https?:/.test(config.OIDC_ISSUER)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'http or https only' });
    }
    if (config.OIDC_CLIENT_SECRET && !config.OIDC_ISSUER) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_SECRET'], message: 'needs OIDC_ISSUER' });
    }
  })
  .transform((config) => ({
    ...config,
    DEVICES_TCP_PORT: config.DEVICES_TCP_PORT ?? DEFAULT_DEVICES_TCP_PORT,
    /** Whether the Teltonika listener runs: in devices mode, or when its port is set. */
    DEVICES_TCP_LISTEN: config.FLEET_FEED === 'devices' || config.DEVICES_TCP_PORT !== undefined,
  }));

export type RelayConfig = z.infer<typeof envSchema>;
export type RelayEnv = z.input<typeof envSchema>;

/** Reads the configuration from the environment; an invalid value throws one line naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): RelayConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(
      `Invalid ${name}=${/SECRET|SMTP_URL/.test(name) ? '(hidden)' : String(present[name] ?? '')}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
