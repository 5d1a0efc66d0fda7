import {
  POI_TYPE_COLORS,
  POI_TYPES,
  type Poi,
  type PoiAlertType,
  type PoiInput,
  type PoiNotification,
  type PoiTypeId,
} from '@fleetdeck/shared';

/** A point for the POI: a geocoder's answer, typed coordinates, or a click on the map. */
export interface PoiPlace {
  label: string;
  lat: number;
  lng: number;
}

/** The POI form as the user fills it (spec part 2 §2): numbers as typed. */
export interface PoiForm {
  description: string;
  type: PoiTypeId;
  /** The POI's own colour; null means the type's default colour. */
  color: string | null;
  note: string;
  /** What is typed in the address field. */
  address: string;
  /** The point: null until a suggestion, typed coordinates or a click on the map gives one. */
  place: PoiPlace | null;
  /** Metres as typed; above zero enables geofencing. */
  radius: string;
  entry: boolean;
  exit: boolean;
}

export const DEFAULT_POI_TYPE: PoiTypeId = 1;

export function emptyPoiForm(): PoiForm {
  return {
    description: '',
    type: DEFAULT_POI_TYPE,
    color: null,
    note: '',
    address: '',
    place: null,
    radius: '0',
    entry: false,
    exit: false,
  };
}

/** The i18n key naming a POI type. */
export const poiTypeKey = (type: PoiTypeId): string => `manage_poi.types.${POI_TYPES[type]}`;

/** A type's default colour: the relay's `type_color` when it sent one, else the shared table. */
export const typeColour = (type: PoiTypeId): string => POI_TYPE_COLORS[type];

/** The colour a POI is drawn in: its own, else its type's. */
export function poiColour(poi: Pick<Poi, 'color' | 'type_color' | 'type'>): string {
  return poi.color || poi.type_color || typeColour(poi.type as PoiTypeId);
}

/** The radius as typed, in metres, or NaN when it is not a number. */
export function radiusMetres(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Entry and exit alerts need geofencing: a radius above zero (spec part 2 §3 and §5). */
export const alertsEnabled = (radiusText: string): boolean => radiusMetres(radiusText) > 0;

/** The form's two boxes as the wire's alert type (`in`, `out`, `both`), null when neither. */
export function alertTypeOf(entry: boolean, exit: boolean): PoiAlertType | null {
  if (entry && exit) return 'both';
  if (entry) return 'in';
  if (exit) return 'out';
  return null;
}

/** The wire's alert type as the form's two boxes. */
export function boxesOf(type: PoiAlertType | null | undefined): { entry: boolean; exit: boolean } {
  return { entry: type === 'in' || type === 'both', exit: type === 'out' || type === 'both' };
}

/** The form of an existing POI, with its notification's alerts (if it has one). */
export function formFromPoi(poi: Poi, notification: PoiNotification | undefined): PoiForm {
  const events = poi.alert?.notification_events ?? [];
  const boxes = notification
    ? boxesOf(notification.notificationEvents)
    : { entry: events.includes('entry'), exit: events.includes('exit') };
  // No address: the field stays empty, the point is shown as coordinates.
  const label = poi.address?.trim() ?? '';
  return {
    description: poi.description,
    type: poi.type as PoiTypeId,
    color: poi.color ?? null,
    note: poi.note ?? '',
    address: label,
    place: { label, lat: poi.lat, lng: poi.lng },
    radius: String(poi.radius),
    entry: boxes.entry,
    exit: boxes.exit,
  };
}

export type PoiFormField = 'description' | 'place' | 'radius';
export type PoiFormErrors = Partial<Record<PoiFormField, 'required' | 'not_a_number'>>;

/**
 * The spec's rule (part 2 §5): a POI is saved only with a description, a latitude, a longitude
 * and a radius (a number). Ranges (a negative radius) are the relay's to refuse: its 400 names the
 * field, shown beside it.
 */
export function checkPoiForm(
  form: PoiForm,
): { ok: true; input: PoiInput } | { ok: false; errors: PoiFormErrors } {
  const errors: PoiFormErrors = {};
  if (form.description.trim() === '') errors.description = 'required';
  if (!form.place) errors.place = 'required';
  const radius = radiusMetres(form.radius);
  if (form.radius.trim() === '') errors.radius = 'required';
  else if (!Number.isFinite(radius)) errors.radius = 'not_a_number';
  if (Object.keys(errors).length > 0 || !form.place) return { ok: false, errors };
  return {
    ok: true,
    input: {
      description: form.description.trim(),
      lat: form.place.lat,
      lng: form.place.lng,
      radius,
      type: form.type,
      color: form.color,
      note: form.note,
      address: form.address.trim() || null,
    },
  };
}

/** What saving does to the POI's notification (spec part 2 §4). */
export type NotificationPlan =
  | { kind: 'none' }
  | {
      kind: 'create';
      body: Pick<PoiNotification, 'poiId' | 'emailAddresses' | 'notificationEvents'>;
    }
  | {
      kind: 'update';
      id: number;
      body: Pick<PoiNotification, 'emailAddresses' | 'notificationEvents'>;
    }
  | { kind: 'delete'; id: number };

/**
 * Create if the POI has none, else update (only when the alerts changed); neither box, or no
 * geofence (radius 0), deletes it. A new notification names no recipients: the relay then writes
 * to the company's alert addresses (the settings); an existing one keeps its own.
 */
export function notificationPlan(
  poiId: number,
  existing: PoiNotification | undefined,
  wanted: PoiAlertType | null,
): NotificationPlan {
  if (wanted === null) {
    return existing?.id !== undefined ? { kind: 'delete', id: existing.id } : { kind: 'none' };
  }
  if (!existing || existing.id === undefined) {
    return { kind: 'create', body: { poiId, emailAddresses: [], notificationEvents: wanted } };
  }
  if (existing.notificationEvents === wanted) return { kind: 'none' };
  return {
    kind: 'update',
    id: existing.id,
    body: { emailAddresses: existing.emailAddresses, notificationEvents: wanted },
  };
}

/** The alert type the form asks for: none without a geofence, whatever the boxes say. */
export const wantedAlerts = (form: PoiForm): PoiAlertType | null =>
  alertsEnabled(form.radius) ? alertTypeOf(form.entry, form.exit) : null;

/** The settings' addresses as saved: trimmed, blanks removed (spec part 2 §5), no repeats. */
export function cleanEmails(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const email = raw.trim();
    if (email !== '' && !out.includes(email)) out.push(email);
  }
  return out;
}

export type PoiTypeFilter = PoiTypeId | 'all';

/** Lower case without accents, for the text filter. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The list as filtered (spec part 2 §2): the text in the name, address or note, and the type
 * ("all" keeps every type); in name order.
 */
export function filterPois(
  pois: readonly Poi[],
  filter: { text: string; type: PoiTypeFilter },
): Poi[] {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  return pois
    .filter((poi) => filter.type === 'all' || poi.type === filter.type)
    .filter((poi) => {
      if (words.length === 0) return true;
      const haystack = fold(`${poi.description} ${poi.address ?? ''} ${poi.note ?? ''}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => a.description.localeCompare(b.description));
}

/** The message of a relay's 400 without the field it starts with ("radius: Too small…"). */
export function fieldMessage(field: string, message: string): string {
  const prefix = `${field}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

/** The fields a relay's 400 may name, as the form shows them. */
export type PoiServerField = PoiFormField | 'type' | 'color' | 'note';

/** The form field a relay's 400 names (`radius`, `body.radius`, `lat`…), if the form has it. */
export function formFieldOf(field: string | undefined): PoiServerField | undefined {
  const last = field?.split('.').pop();
  if (last === 'description' || last === 'name') return 'description';
  if (last === 'lat' || last === 'lng' || last === 'address') return 'place';
  if (last === 'radius' || last === 'type' || last === 'color' || last === 'note') return last;
  return undefined;
}
