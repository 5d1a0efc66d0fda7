import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.js';
import {
  BATTERY_CLASSES,
  KINDS,
  NO_FILTER,
  ORDERS,
  STATUSES,
  type DeviceFilter,
} from './bluetoothList.js';
import { KIND_KEYS } from './DeviceRow.js';

type SetKey = 'kinds' | 'statuses' | 'batteries';

/** One group of checkboxes; none ticked means any. */
function Choices<T extends string>(props: {
  legend: string;
  values: readonly T[];
  chosen: ReadonlySet<string>;
  labelOf: (value: T) => string;
  onToggle: (value: T) => void;
}) {
  return (
    <fieldset className="bt-choices">
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value}>
          <input
            type="checkbox"
            name={value}
            checked={props.chosen.has(value)}
            onChange={() => props.onToggle(value)}
          />
          {props.labelOf(value)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The filter-and-order modal: kind, status and battery class filters and the order. Choices
 * apply as they are made (the list behind shows the effect); Clear filters puts everything back.
 */
export function FilterDialog(props: {
  open: boolean;
  filter: DeviceFilter;
  onChange: (filter: DeviceFilter) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { filter, onChange } = props;
  const toggle = (key: SetKey, value: string): void => {
    const next = new Set<string>(filter[key]);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange({ ...filter, [key]: next });
  };
  return (
    <Dialog
      title={t('bluetooth.filter_order')}
      open={props.open}
      onClose={props.onClose}
      className="bt-filter-dialog"
    >
      <div className="bt-filter-body">
        <Choices
          legend={t('bluetooth.kind')}
          values={KINDS}
          chosen={filter.kinds}
          labelOf={(k) => t(KIND_KEYS[k])}
          onToggle={(k) => toggle('kinds', k)}
        />
        <Choices
          legend={t('bluetooth.status')}
          values={STATUSES}
          chosen={filter.statuses}
          labelOf={(s) => t(`bluetooth.${s}`)}
          onToggle={(s) => toggle('statuses', s)}
        />
        <Choices
          legend={t('bluetooth.battery_class')}
          values={BATTERY_CLASSES}
          chosen={filter.batteries}
          labelOf={(b) => t(`bluetooth.filter_${b}`)}
          onToggle={(b) => toggle('batteries', b)}
        />
        <fieldset className="bt-choices">
          <legend>{t('bluetooth.order_by')}</legend>
          {ORDERS.map((order) => (
            <label key={order}>
              <input
                type="radio"
                name="bt-order"
                value={order}
                checked={filter.order === order}
                onChange={() => onChange({ ...filter, order })}
              />
              {t(`bluetooth.order_${order}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="dialog-actions">
        <button type="button" onClick={() => onChange(NO_FILTER)}>
          {t('bluetooth.reset_filters')}
        </button>
        <button type="button" className="primary" onClick={props.onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
