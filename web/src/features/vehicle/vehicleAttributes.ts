import {
  dataMode,
  formatAltitude,
  formatDateTime,
  formatKm,
  formatPercent,
  formatSpeed,
  formatWithUnit,
  gnssStatus,
  LOCALE_DEFAULTS,
  tachographSource,
  type Truck,
  type VehicleStatus,
} from '@fleetdeck/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface AttributeRow {
  /** Stable id (also the test id of the value). */
  id: string;
  label: string;
  value: string;
}

export interface AttributeGroup {
  id: 'vehicle' | 'motion' | 'engine' | 'tracker';
  title: string;
  rows: AttributeRow[];
}

export interface AttributeContext {
  status: VehicleStatus;
  /** Plate of the trailer or truck this one is hooked to, when known. */
  hookedPlate: string | undefined;
  timeZone: string;
  t: Translate;
}

const ND = LOCALE_DEFAULTS.missingValue;
const text = (value: string | null | undefined): string => (value ? value : ND);

/** A switch-like reading: booleans and 0/1 read on/off; other numbers are a percentage. */
function onOff(value: boolean | number | null | undefined, t: Translate): string {
  if (value === null || value === undefined) return ND;
  if (typeof value === 'number' && value !== 0 && value !== 1) return formatPercent(value);
  return t(value ? 'details.on' : 'details.off');
}

/**
 * Every vehicle attribute part 1 §3 lists for the details, grouped, each with its unit (Km/h,
 * m s.l.m., km with two decimals and a comma) and `n.d.` for what the tracker does not send.
 */
export function vehicleAttributes(truck: Truck, ctx: AttributeContext): AttributeGroup[] {
  const { t } = ctx;
  const d = truck.details;
  const lp = truck.lastpoint;
  const tm = lp?.telemetry;
  const row = (id: string, label: string, value: string): AttributeRow => ({ id, label, value });
  const sensors = [0, 1].map((i) => lp?.temperature_sensors?.[i]);
  const gnss = gnssStatus(tm?.gnss_status);
  const mode = dataMode(tm?.data_mode);
  const volts = tm?.external_voltage;
  return [
    {
      id: 'vehicle',
      title: t('details.section_vehicle'),
      rows: [
        row('plate', t('details.plate'), truck.plate),
        row('chassis', t('details.chassis'), text(d?.chassis)),
        row('custom_id', t('details.custom_id'), text(d?.custom_id)),
        row('brand', t('details.brand'), text(d?.brand)),
        row('model', t('details.model'), text(d?.model)),
        row('type', t('details.type'), text(truck.category?.name)),
        row('body', t('details.body'), text(d?.body)),
        row('weight', t('details.weight'), formatWithUnit(d?.weight, 't', 1)),
        row('length', t('details.length'), formatWithUnit(d?.length, 'm', 2)),
        row('width', t('details.width'), formatWithUnit(d?.width, 'm', 2)),
        row('height', t('details.height'), formatWithUnit(d?.height, 'm', 2)),
        row('hooked', t('details.hooked'), text(ctx.hookedPlate)),
      ],
    },
    {
      id: 'motion',
      title: t('details.section_motion'),
      rows: [
        row('status', t('details.status'), t(`vehicle.status.${ctx.status}`)),
        row('speed', t('details.speed_gps'), formatSpeed(lp?.speed)),
        row('tacho_speed', t('details.speed_tacho'), formatSpeed(lp?.tacho_speed)),
        row('heading', t('details.heading'), formatWithUnit(lp?.heading, '°')),
        row('altitude', t('details.altitude'), formatAltitude(lp?.altitude)),
        row('gps_odometer', t('details.odometer_gps'), formatKm(lp?.gps_odometer)),
        row('odometer', t('details.odometer_tacho'), formatKm(lp?.odometer)),
        row('daily_distance', t('details.daily_distance'), formatKm(lp?.daily_distance)),
      ],
    },
    {
      id: 'engine',
      title: t('details.section_engine'),
      rows: [
        row('fuel_level', t('details.fuel_level'), formatPercent(lp?.fuel_level)),
        row('adblue_level', t('details.adblue_level'), formatPercent(lp?.adblue_level)),
        row('adblue_litres', t('details.adblue_litres'), formatWithUnit(lp?.adblue_litres, 'L', 1)),
        row('rpm', t('details.engine_rpm'), formatWithUnit(lp?.rpm_engine, 'rpm')),
        row(
          'coolant',
          t('details.coolant_temperature'),
          formatWithUnit(lp?.coolant_temperature, '°C'),
        ),
        row('pto', t('details.pto_state'), onOff(lp?.pto, t)),
        row('clutch', t('details.clutch_pedal'), onOff(lp?.clutch_pedal, t)),
        row('brake', t('details.brake_pedal'), onOff(lp?.brake_pedal, t)),
        row('accelerator', t('details.accelerator_pedal'), onOff(lp?.accelerator_pedal, t)),
      ],
    },
    {
      id: 'tracker',
      title: t('details.section_tracker'),
      rows: [
        row('battery', t('details.battery_level'), formatPercent(tm?.battery_level)),
        row(
          'voltage',
          t('details.external_voltage'),
          formatWithUnit(typeof volts === 'number' ? volts / 1000 : volts, 'V', 1),
        ),
        row(
          'gsm',
          t('details.gsm_signal'),
          typeof tm?.gsm_signal === 'number' ? `${tm.gsm_signal}/5` : ND,
        ),
        ...sensors.map((s, i) =>
          row(
            `temperature_${i + 1}`,
            s?.id
              ? t('details.temperature_sensor_id', { n: i + 1, id: s.id })
              : t('details.temperature_sensor', { n: i + 1 }),
            formatWithUnit(s?.value, '°C', 1),
          ),
        ),
        ...[0, 1, 2, 3, 4].map((i) =>
          row(
            `din_${i + 1}`,
            t('details.digital_input', { n: i + 1 }),
            onOff(lp?.digital_inputs?.[i], t),
          ),
        ),
        row(
          'device_timestamp',
          t('details.device_timestamp'),
          formatDateTime(tm?.device_timestamp, ctx.timeZone),
        ),
        row('data_mode', t('details.data_mode'), mode ? t(`data_mode.${mode}`) : ND),
        row('gnss', t('details.gnss_status'), gnss ? t(`gnss.${gnss}`) : ND),
        row(
          'tacho_source',
          t('details.tachograph_source'),
          typeof tm?.tacho_source === 'number'
            ? t(`tacho_source.${tachographSource(tm.tacho_source)}`)
            : ND,
        ),
      ],
    },
  ];
}
