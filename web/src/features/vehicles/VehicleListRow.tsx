import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListField } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import { AlertIcons } from './AlertIcons.js';
import { RowActions } from './RowActions.js';
import { cssColourOf } from './statusColour.js';
import { useRowAddress } from './useRowAddress.js';
import { listFieldValue } from './vehicleFields.js';

/** List view: the status dot, label, status in words and alerts; the chosen fields below. */
export const VehicleListRow = memo(function VehicleListRow({
  d,
  fields,
}: {
  d: DerivedTruck;
  fields: readonly ListField[];
}) {
  const { t } = useTranslation();
  const address = useRowAddress(d.truck, fields.includes('address'));
  const values = fields.map((f) => listFieldValue(d.truck, f, t, address));
  return (
    <>
      <span className="row-main" role="gridcell" data-status={d.status}>
        <span className="row-title">
          <span className="status-dot" style={{ background: cssColourOf(d.colour) }} aria-hidden />
          <strong className="row-label" title={d.truck.plate}>
            {d.listLabel}
          </strong>
          <span className="row-status">{t(`vehicle.status.${d.status}`)}</span>
          <AlertIcons alerts={d.alerts} />
        </span>
        <span className="row-fields" title={values.join(' · ')}>
          {values.join(' · ')}
        </span>
      </span>
      <RowActions id={d.id} />
    </>
  );
});
