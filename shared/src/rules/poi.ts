import type { PoiAlertType, PoiNotification } from '../domain/poi.js';

/** A new POI needs a description, a position and a radius. */
export function canCreatePoi(form: {
  description: string | null;
  lat: number | null;
  lng: number | null;
  radius: number | null;
}): boolean {
  return (
    Boolean(form.description?.trim()) &&
    Number.isFinite(form.lat) &&
    Number.isFinite(form.lng) &&
    form.radius !== null &&
    Number.isFinite(form.radius) &&
    form.radius >= 0
  );
}

/** A radius above zero turns on entry/exit detection. */
export const isGeofence = (radius: number | null | undefined) => (radius ?? 0) > 0;

/** An address without coordinates: the form asks the user to pick the point on the map. */
export const needsMapSelection = (address: string | null, lat: number | null, lng: number | null) =>
  Boolean(address?.trim()) && (lat === null || lng === null);

/** Blank e-mail inputs are dropped on save. */
export function cleanEmails(emails: readonly string[]): string[] {
  return emails.map((e) => e.trim()).filter((e) => e !== '');
}

/** Form check boxes (entry, exit) to the wire alert type; none ticked means no notification. */
export function alertTypeFromForm(entry: boolean, exit: boolean): PoiAlertType | null {
  if (entry && exit) return 'both';
  if (entry) return 'in';
  if (exit) return 'out';
  return null;
}

export function formFromAlertType(type: PoiAlertType | null | undefined) {
  return { entry: type === 'in' || type === 'both', exit: type === 'out' || type === 'both' };
}

export type NotificationChange =
  | { kind: 'none' }
  | { kind: 'create' | 'update'; notificationEvents: PoiAlertType }
  | { kind: 'delete'; id: number };

/**
 * In edit mode, ticking entry/exit creates the POI's notification if none exists, otherwise
 * updates it; unticking both deletes an existing one.
 */
export function notificationChange(
  existing: Pick<PoiNotification, 'id' | 'notificationEvents'> | undefined,
  entry: boolean,
  exit: boolean,
): NotificationChange {
  const wanted = alertTypeFromForm(entry, exit);
  if (!existing) return wanted ? { kind: 'create', notificationEvents: wanted } : { kind: 'none' };
  if (!wanted)
    return existing.id === undefined ? { kind: 'none' } : { kind: 'delete', id: existing.id };
  if (wanted === existing.notificationEvents) return { kind: 'none' };
  return { kind: 'update', notificationEvents: wanted };
}

/** The tag add button is enabled only with a non-blank name. */
export const canAddTag = (name: string) => name.trim() !== '';
