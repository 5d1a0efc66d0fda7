import { z } from 'zod';

/** POI types 1..15 by id (part 2 §3); the filter list adds `all`. */
export const POI_TYPES = {
  1: 'headquarter',
  2: 'distributors',
  3: 'restaurants',
  4: 'workshops',
  5: 'customers',
  6: 'harbors',
  7: 'stations',
  8: 'interports',
  9: 'markets',
  10: 'stops',
  11: 'end_of_the_line',
  12: 'blacklist',
  13: 'large_square',
  14: 'suppliers',
  15: 'truck_washes',
} as const;
export type PoiTypeId = keyof typeof POI_TYPES;
export const POI_TYPE_IDS = Object.keys(POI_TYPES).map(Number) as PoiTypeId[];
export const poiTypeIdSchema = z.number().int().min(1).max(15);

export const POI_NOTIFICATION_EVENTS = ['entry', 'exit'] as const;

export const poiSchema = z.object({
  id: z.number().int(),
  description: z.string().min(1),
  name: z.string().nullish(),
  address: z.string().nullish(),
  address_from_source: z.string().nullish(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres; above zero enables geofencing. */
  radius: z.number().min(0),
  type: poiTypeIdSchema,
  type_description: z.string().nullish(),
  type_icon: z.string().nullish(),
  type_color: z.string().nullish(),
  color: z.string().nullish(),
  note: z.string().nullish(),
  visible: z.boolean().nullish(),
  on_focus: z.boolean().nullish(),
  alert: z.object({ notification_events: z.array(z.enum(POI_NOTIFICATION_EVENTS)) }).nullish(),
});
export type Poi = z.infer<typeof poiSchema>;

/** The widest geofence a POI may have, in metres. */
export const POI_RADIUS_MAX_M = 100_000;

/** `POST /poi` and `PUT /poi/{id}` body. */
export const poiInputSchema = z.object({
  description: z.string().trim().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres, above zero to geofence; wider than 100 km is a typo, not a place. */
  radius: z.number().min(0).max(POI_RADIUS_MAX_M, 'must be at most 100 km (100000 m)'),
  type: poiTypeIdSchema,
  color: z.string().nullish(),
  note: z.string().nullish(),
  address: z.string().nullish(),
});
export type PoiInput = z.infer<typeof poiInputSchema>;

/** The marker popup edits only these. */
export const poiPopupEditSchema = z.object({ color: z.string(), note: z.string() });

/** On the wire: in, out or both; the form says entry, exit, both. */
export const POI_ALERT_TYPES = ['in', 'out', 'both'] as const;
export type PoiAlertType = (typeof POI_ALERT_TYPES)[number];

export const poiNotificationSchema = z.object({
  id: z.number().int().optional(),
  poiId: z.number().int(),
  emailAddresses: z.array(z.email()),
  notificationEvents: z.enum(POI_ALERT_TYPES),
});
export type PoiNotification = z.infer<typeof poiNotificationSchema>;

/** Upstream answers may spell the POI id `poi_id`; normalise to `poiId`. */
export const poiNotificationWireSchema = z
  .object({
    id: z.number().int().optional(),
    poiId: z.number().int().optional(),
    poi_id: z.number().int().optional(),
    emailAddresses: z.array(z.string()),
    notificationEvents: z.enum(POI_ALERT_TYPES),
  })
  .transform(({ poi_id, poiId, ...rest }, ctx) => {
    const id = poiId ?? poi_id;
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'poiId is required', path: ['poiId'] });
      return z.NEVER;
    }
    return { ...rest, poiId: id };
  });

export const poiSettingsSchema = z.object({ emailAddresses: z.array(z.email()) });
export type PoiSettings = z.infer<typeof poiSettingsSchema>;

/** The default colour of each POI type (the spec does not give values: ours, distinct on both themes). */
export const POI_TYPE_COLORS: Readonly<Record<PoiTypeId, string>> = {
  1: '#1d4ed8',
  2: '#0891b2',
  3: '#ea580c',
  4: '#57534e',
  5: '#16a34a',
  6: '#0369a1',
  7: '#7c3aed',
  8: '#4f46e5',
  9: '#ca8a04',
  10: '#0d9488',
  11: '#9333ea',
  12: '#dc2626',
  13: '#65a30d',
  14: '#c026d3',
  15: '#2563eb',
};

/** A truck crossed a geofence (a POI with a radius above zero). */
export const GEOFENCE_EVENT_KINDS = ['entry', 'exit'] as const;
export type GeofenceEventKind = (typeof GEOFENCE_EVENT_KINDS)[number];

/**
 * One geofence crossing as stored and pushed live (`poi:geofence` on `/live`, to the company
 * streams that see the truck) and listed by `GET /api/poi/events`.
 */
export const geofenceEventSchema = z.object({
  id: z.number().int(),
  poi_id: z.number().int(),
  poi_description: z.string(),
  truck_id: z.number().int(),
  plate: z.string(),
  kind: z.enum(GEOFENCE_EVENT_KINDS),
  /** ISO date of the report that crossed. */
  at: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type GeofenceEvent = z.infer<typeof geofenceEventSchema>;

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * An alert e-mail as the outbox holds it (`GET /api/poi/outbox`): every e-mail goes through it;
 * with `SMTP_URL` a sender delivers it (retrying until `sent`), without it stays `pending` and the
 * UI shows it.
 */
export const mailOutboxEntrySchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().min(0),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;
