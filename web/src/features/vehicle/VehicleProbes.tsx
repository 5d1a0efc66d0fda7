import { useAtomValue, useSetAtom } from 'jotai';
import { DoorOpen, Power, PowerOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bluetoothProbeKind,
  formatDateTime,
  LOCALE_DEFAULTS,
  REEFER_BAND_C,
  type BluetoothDevice,
  type Truck,
  type TruckEvent,
} from '@fleetdeck/shared';
import { devicesStateAtom, reloadDevicesAtom } from '../bluetooth/bluetoothAtoms.js';
import { deviceStatus } from '../bluetooth/bluetoothList.js';
import {
  BatteryBadge,
  KIND_KEYS,
  KindIcon,
  LastSeen,
  ProbeReading,
  type ProbeProps,
} from '../bluetooth/DeviceRow.js';
import { useTruckEvents } from '../bluetooth/useTruckEvents.js';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.js';
import { useNow } from './LastPointTime.js';

const PROBES_REFRESH_MS = 60_000;
const EVENT_ICONS = { door_open: DoorOpen, engine_on: Power, engine_off: PowerOff } as const;

/** The set point and whether the reading is within its band, in words. */
function SetPointBand({ device }: { device: BluetoothDevice }) {
  const { t } = useTranslation();
  const { set_point: setPoint, temperature } = device;
  if (typeof setPoint !== 'number') return null;
  const within =
    typeof temperature === 'number' ? Math.abs(temperature - setPoint) <= REEFER_BAND_C : null;
  return (
    <span className={`probe-band ${within === false ? 'out' : ''}`} data-testid="probe-band">
      {t('bluetooth.set_point', { value: setPoint, band: REEFER_BAND_C })}
      {within !== null && ` · ${t(within ? 'bluetooth.in_band' : 'bluetooth.out_of_band')}`}
    </span>
  );
}

function Probe({ device, now, timeZone }: ProbeProps) {
  const { t } = useTranslation();
  const status = deviceStatus(device);
  return (
    <li className={status} data-mac={device.mac}>
      <span className="probe-line">
        <strong>
          <KindIcon device={device} />
          {t(KIND_KEYS[bluetoothProbeKind(device)])}
        </strong>
        <ProbeReading device={device} />
      </span>
      {bluetoothProbeKind(device) === 'temperature_probe' && <SetPointBand device={device} />}
      <span className="probe-line probe-sub">
        <BatteryBadge device={device} />
        <span className={`bt-status ${status}`}>{t(`bluetooth.${status}`)}</span>
      </span>
      <span className="probe-sub">
        {device.vehicle?.plate} · <LastSeen device={device} now={now} timeZone={timeZone} />
      </span>
    </li>
  );
}

function EventItem({ event, timeZone }: { event: TruckEvent; timeZone: string }) {
  const { t } = useTranslation();
  const Icon = EVENT_ICONS[event.event_type];
  const { lat, lng } = event.position;
  return (
    <li data-event={event.event_type}>
      <Icon size={14} aria-hidden />
      <span>
        <strong>{t(`truck_events.${event.event_type}`)}</strong>{' '}
        <time className="figure" dateTime={event.date ?? undefined}>
          {event.date ? formatDateTime(event.date, timeZone) : LOCALE_DEFAULTS.missingValue}
        </time>
      </span>
      <span className="event-where figure">
        {lat.toFixed(5)}, {lng.toFixed(5)}
      </span>
    </li>
  );
}

/** The vehicle's events of the last 24 hours: door openings, engine on and off. */
function RecentEvents({ truck, timeZone }: { truck: Truck; timeZone: string }) {
  const { t } = useTranslation();
  const { state, retry } = useTruckEvents(truck.id);
  return (
    <section className="vehicle-events" aria-label={t('bluetooth.recent_events')}>
      <h3>{t('bluetooth.recent_events')}</h3>
      {state.status === 'loading' && <p className="muted">{t('bluetooth.events_loading')}</p>}
      {state.status === 'error' && (
        <ErrorWithRetry what={t('bluetooth.events_error')} onRetry={retry} />
      )}
      {state.status === 'ready' &&
        (state.events.length === 0 ? (
          <p className="muted">{t('bluetooth.no_events')}</p>
        ) : (
          // A long list scrolls on its own: focusable, so the keyboard can scroll it too.
          <ol tabIndex={0} aria-label={t('bluetooth.recent_events')}>
            {state.events.map((event) => (
              <EventItem key={event.id} event={event} timeZone={timeZone} />
            ))}
          </ol>
        ))}
    </section>
  );
}

/**
 * The vehicle's probes (its own and its hooked trailer's: a reefer's probes sit on the trailer)
 * with the temperature against its set-point band, the doors and the batteries; then its recent
 * events. The probes come from the company list the Bluetooth panel shows.
 */
export function VehicleProbes(props: {
  truck: Truck;
  hookedPlate: string | undefined;
  timeZone: string;
}) {
  const { truck, hookedPlate, timeZone } = props;
  const { t } = useTranslation();
  const now = useNow(30_000);
  const state = useAtomValue(devicesStateAtom);
  const reload = useSetAtom(reloadDevicesAtom);
  // Fresh readings when a vehicle is opened and every minute while it is shown (the relay keeps
  // the company's list 30 s, so the panel and many open details cost upstream little).
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), PROBES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [truck.id, reload]);
  const plates = new Set([truck.plate, hookedPlate]);
  const probes =
    state.status === 'ready'
      ? state.devices.filter((d) => d.vehicle && plates.has(d.vehicle.plate))
      : [];
  return (
    <>
      {state.status === 'loading' && <p className="muted">{t('bluetooth.loading')}</p>}
      {state.status === 'error' && (
        <ErrorWithRetry what={t('bluetooth.probes_error')} onRetry={() => void reload()} />
      )}
      {probes.length > 0 && (
        <section className="vehicle-probes" aria-label={t('bluetooth.probes')}>
          <h3>{t('bluetooth.probes')}</h3>
          <ul>
            {probes.map((device) => (
              <Probe key={device.mac} device={device} now={now} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      )}
      <RecentEvents truck={truck} timeZone={timeZone} />
    </>
  );
}
