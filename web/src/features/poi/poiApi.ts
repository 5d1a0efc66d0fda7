import { z } from 'zod';
import {
  geofenceEventSchema,
  mailOutboxEntrySchema,
  poiNotificationWireSchema,
  poiSchema,
  type GeofenceEvent,
  type MailOutboxEntry,
  type Poi,
  type PoiInput,
  type PoiNotification,
} from '@fleetdeck/shared';
import { apiFetch } from '../../app/session/api.js';

/** A refused call: the status, and for a 400 the field the relay names and its message. */
export class PoiApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PoiApiError';
  }
}

const errorBody = z.object({ field: z.string().optional(), message: z.string().optional() });

/** A call to `/api/poi…`; a refusal throws a PoiApiError carrying the relay's message. */
async function call<T>(
  path: string,
  schema: z.ZodType<T> | null,
  init: RequestInit = {},
): Promise<T> {
  const response = await apiFetch(path, init);
  if (!response.ok) {
    const body = errorBody.safeParse(await response.json().catch(() => null));
    const message = body.success ? body.data.message : undefined;
    throw new PoiApiError(
      response.status,
      message ?? `${path}: HTTP ${response.status}`,
      body.success ? body.data.field : undefined,
    );
  }
  if (schema === null) return undefined as T;
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${path}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid answer'}`,
    );
  }
  return parsed.data;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
});

/** The relay's `{data}` envelope around an answer. */
function dataOf<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return z.object({ data: schema }).transform((answer) => answer.data);
}

export const fetchPois = (): Promise<Poi[]> => call('/poi', dataOf(z.array(poiSchema)));

export const createPoi = (input: PoiInput): Promise<Poi> =>
  call('/poi', dataOf(poiSchema), json('POST', input));

export const updatePoi = (id: number, input: PoiInput): Promise<Poi> =>
  call(`/poi/${id}`, dataOf(poiSchema), json('PUT', input));

/** The marker popup's edit: only the colour and the note (spec part 2 §7). */
export const updatePoiColourNote = (id: number, edit: { color: string; note: string }) =>
  call(`/poi/${id}`, dataOf(poiSchema), json('PUT', edit));

export const deletePoi = (id: number): Promise<void> =>
  call(`/poi/${id}`, null, { method: 'DELETE' });

export const fetchNotifications = (): Promise<PoiNotification[]> =>
  call('/poi/notifications', dataOf(z.array(poiNotificationWireSchema)));

// The answers of the changes below are not read: the list is loaded again after a save.

export const createNotification = (
  body: Pick<PoiNotification, 'poiId' | 'emailAddresses' | 'notificationEvents'>,
): Promise<void> => call('/poi/notifications', null, json('POST', body));

export const updateNotification = (
  id: number,
  body: Pick<PoiNotification, 'emailAddresses' | 'notificationEvents'>,
): Promise<void> => call(`/poi/notifications/${id}`, null, json('PUT', body));

export const deleteNotification = (id: number): Promise<void> =>
  call(`/poi/notifications/${id}`, null, { method: 'DELETE' });

/** The company's alert addresses (the recipients of a notification that names none). */
export const fetchPoiSettings = (): Promise<{ emailAddresses: string[] }> =>
  call('/poi/settings', dataOf(z.object({ emailAddresses: z.array(z.string()) })));

export const savePoiSettings = (emailAddresses: string[]): Promise<void> =>
  call('/poi/settings', null, json('PUT', { emailAddresses }));

/** The company's latest geofence crossings, newest first. */
export const fetchGeofenceEvents = (limit = 50): Promise<GeofenceEvent[]> =>
  call(`/poi/events?limit=${limit}`, dataOf(z.array(geofenceEventSchema)));

/** The alert e-mails as the outbox holds them (pending without SMTP), newest first. */
export const fetchOutbox = (limit = 50): Promise<MailOutboxEntry[]> =>
  call(`/poi/outbox?limit=${limit}`, dataOf(z.array(mailOutboxEntrySchema)));
