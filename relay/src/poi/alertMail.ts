import type { GeofenceEventKind } from '@fleetdeck/shared';

export interface AlertMailInput {
  kind: GeofenceEventKind;
  plate: string;
  poi: { description: string; address: string | null; radius: number; lat: number; lng: number };
  /** When the report that crossed was taken. */
  at: Date;
  lat: number;
  lng: number;
  /** Metres from the POI's centre. */
  distanceM: number;
}

const ROME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const metres = (m: number): string =>
  m >= 10_000
    ? `${(m / 1000).toFixed(0)} km`
    : m >= 1000
      ? `${(m / 1000).toFixed(1)} km`
      : `${Math.round(m)} m`;

/**
 * A geofence alert e-mail: Italian first, then English; plate, POI, entry or exit, time, position
 * and where it is in words (distance from the POI's centre), no map.
 */
export function alertMail(input: AlertMailInput): { subject: string; text: string } {
  const { kind, plate, poi } = input;
  const entry = kind === 'entry';
  const position = `${input.lat.toFixed(5)}, ${input.lng.toFixed(5)}`;
  const when = ROME.format(input.at);
  const utc = input.at.toISOString();
  const distance = metres(input.distanceM);
  const radius = metres(poi.radius);
  const address = poi.address ? ` (${poi.address})` : '';
  // The subject is one header line whatever a user typed into the POI's description.
  const subject =
    `${entry ? 'Ingresso' : 'Uscita'} / ${entry ? 'Entry' : 'Exit'}: ${plate} — ${poi.description}`
      .replace(/[\r\n\t\v\f]+/g, ' ')
      .slice(0, 200);
  const text = [
    `Il veicolo ${plate} è ${entry ? 'entrato nell' : 'uscito dall'}'area del punto di interesse «${poi.description}»${address}, raggio ${radius}.`,
    `Quando: ${when} (ora italiana)`,
    `Posizione: ${position}, a ${distance} dal centro del punto di interesse.`,
    '',
    `The vehicle ${plate} ${entry ? 'entered' : 'left'} the area of the point of interest "${poi.description}"${address}, radius ${radius}.`,
    `When: ${utc} (UTC)`,
    `Position: ${position}, ${distance} from the centre of the point of interest.`,
    '',
    '— FleetDeck',
  ].join('\n');
  return { subject, text };
}
