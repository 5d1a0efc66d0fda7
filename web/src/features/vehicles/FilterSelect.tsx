import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  DRIVER_ACTIVITIES,
  VEHICLE_STATUSES,
  type DriverActivity,
  type VehicleStatus,
} from '@fleetdeck/shared';
import { companiesAtom } from '../../app/companies.js';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One vehicle filter as a select (the list's controls, a wall view's map); its first option, the
 * filter's name, means "all" (the filter left undefined).
 */
export function FilterSelect<F extends object, K extends keyof F & string>(props: {
  label: string;
  name: K;
  filters: F;
  options: readonly FilterOption[];
  parse: (value: string) => F[K];
  onChange: (filters: F) => void;
}) {
  const value = props.filters[props.name];
  return (
    <select
      name={props.name}
      aria-label={props.label}
      title={props.label}
      value={value === undefined ? '' : String(value)}
      onChange={(e) =>
        props.onChange({
          ...props.filters,
          [props.name]: e.target.value === '' ? undefined : props.parse(e.target.value),
        })
      }
    >
      <option value="">{props.label}</option>
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The filters the list and the map share; each undefined means "all". */
export interface VehicleFilterValues {
  company?: number | undefined;
  tag?: number | undefined;
  status?: VehicleStatus | undefined;
  driverActivity?: DriverActivity | undefined;
}

/** The company, tag, vehicle status and driver activity filters, as the list shows them. */
export function VehicleFilterSelects<F extends VehicleFilterValues>(props: {
  filters: F;
  onChange: (filters: F) => void;
  tags: readonly FilterOption[];
}) {
  const { t } = useTranslation();
  const companies = useAtomValue(companiesAtom)?.list ?? [];
  const bound = { filters: props.filters, onChange: props.onChange };
  return (
    <>
      <FilterSelect
        {...bound}
        label={t('list.filter.company')}
        name="company"
        options={companies.map((c) => ({ value: String(c.id), label: c.business_name }))}
        parse={Number}
      />
      <FilterSelect
        {...bound}
        label={t('list.filter.tag')}
        name="tag"
        options={props.tags}
        parse={Number}
      />
      <FilterSelect
        {...bound}
        label={t('list.filter.vehicle_activity')}
        name="status"
        options={VEHICLE_STATUSES.map((s) => ({ value: s, label: t(`vehicle.status.${s}`) }))}
        parse={(v) => v as F['status']}
      />
      <FilterSelect
        {...bound}
        label={t('list.filter.driver_activity')}
        name="driverActivity"
        options={DRIVER_ACTIVITIES.map((a) => ({ value: a, label: t(`driver_activity.${a}`) }))}
        parse={(v) => v as F['driverActivity']}
      />
    </>
  );
}
