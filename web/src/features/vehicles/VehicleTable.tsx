import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_COLUMN_KEYS, type TableColumn } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import { AlertIcons } from './AlertIcons.js';
import { RowActions } from './RowActions.js';
import { cssColourOf } from './statusColour.js';
import { useRowAddress } from './useRowAddress.js';
import { tableCellValue } from './vehicleFields.js';

const WIDE: Partial<Record<TableColumn, number>> = { status: 150, address: 170, alerts: 120 };
const ACTIONS_PX = 56;
const GAP_PX = 8;
const PADDING_PX = 14;

/** Column template: fluid shares the panel's width, otherwise fixed widths scroll sideways. */
export function tableStyle(columns: readonly TableColumn[], fluid: boolean): CSSProperties {
  const widths = columns.map((c) => WIDE[c] ?? 96);
  const cells = fluid ? columns.map(() => 'minmax(0, 1fr)') : widths.map((w) => `${w}px`);
  // Rows are absolutely placed, so the scrolled content is given the table's width explicitly.
  const total = widths.reduce((a, b) => a + b, 0) + ACTIONS_PX + GAP_PX * columns.length;
  return {
    '--table-columns': `${cells.join(' ')} ${ACTIONS_PX}px`,
    '--table-width': fluid ? '100%' : `${total + PADDING_PX}px`,
  } as CSSProperties;
}

export function TableHeader({ columns }: { columns: readonly TableColumn[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-header" role="row">
      {columns.map((c) => (
        <span key={c} role="columnheader" title={t(TABLE_COLUMN_KEYS[c])}>
          {t(TABLE_COLUMN_KEYS[c])}
        </span>
      ))}
      <span role="columnheader" aria-hidden />
    </div>
  );
}

/** Table view: one cell per configured column, units and `n.d.` from the shared formatters. */
export const VehicleTableRow = memo(function VehicleTableRow({
  d,
  columns,
}: {
  d: DerivedTruck;
  columns: readonly TableColumn[];
}) {
  const { t } = useTranslation();
  const address = useRowAddress(d.truck, columns.includes('address'));
  return (
    <>
      {columns.map((c) => {
        const text = tableCellValue(d, c, t, address);
        return (
          <span key={c} role="gridcell" title={text} data-column={c}>
            {c === 'status' && (
              <span
                className="status-dot"
                style={{ background: cssColourOf(d.colour) }}
                aria-hidden
              />
            )}
            {c === 'alerts' && d.alerts.length > 0 ? <AlertIcons alerts={d.alerts} /> : text}
          </span>
        );
      })}
      <RowActions id={d.id} />
    </>
  );
});
