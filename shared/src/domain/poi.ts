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

/** `POST /poi` and `PUT /poi/{id}` body. */
export const poiInputSchema = z.object({
  description: z.string().trim().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  radius: z.number().min(0),
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
