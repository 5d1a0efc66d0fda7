import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKm, type TruckId } from '@fleetdeck/shared';
import { derivedFleetAtom } from '../../data/fleetAtoms.js';
import { NEARBY_DEFAULT_RADIUS_KM, nearbyVehicles } from '../../data/nearbyVehicles.js';
import { selectedTruckIdAtom, toggleFocusAtom } from '../../map/selectionAtoms.js';
import { RowActions } from './RowActions.js';
import { cssColourOf } from './statusColour.js';
import { VirtualRows } from './VirtualRows.js';

const RADIUS = { min: 1, max: 200 } as const;

/**
 * Vehicles around the chosen one, nearest first. The origin is the vehicle chosen when the user
 * asked, so picking a neighbour in this list does not move the centre under the user.
 */
export function NearbyList() {
  const { t } = useTranslation();
  const [selected, select] = useAtom(selectedTruckIdAtom);
  const toggleFocus = useSetAtom(toggleFocusAtom);
  const view = useAtomValue(derivedFleetAtom);
  const [origin, setOrigin] = useState<TruckId | undefined>(selected);
  const [radius, setRadius] = useState<number>(NEARBY_DEFAULT_RADIUS_KM);
  const byId = view?.derived.byId;
  const centre = origin === undefined ? undefined : byId?.get(origin);
  const point = centre?.truck.lastpoint;

  // Every fleet step re-renders this list (positions move); one scan is about a millisecond.
  const near = byId && point ? nearbyVehicles(byId.values(), point, radius, centre?.id) : [];
  const distances = new Map(near.map((n) => [n.id, n.distanceKm]));

  const row = (id: TruckId) => {
    const d = byId?.get(id);
    if (!d) return null;
    return (
      <>
        <span className="row-main" role="gridcell">
          <span className="row-title">
            <span
              className="status-dot"
              style={{ background: cssColourOf(d.colour) }}
              aria-hidden
            />
            <strong className="row-label">{d.listLabel}</strong>
            <span className="row-status">{t(`vehicle.status.${d.status}`)}</span>
            <span className="row-distance">{formatKm(distances.get(id))}</span>
          </span>
        </span>
        <RowActions id={d.id} />
      </>
    );
  };

  return (
    <div className="nearby-list">
      <div className="list-controls">
        <label>
          {t('vehicle_passage.radius')}{' '}
          <input
            type="number"
            name="nearby-radius"
            min={RADIUS.min}
            max={RADIUS.max}
            value={radius}
            onChange={(e) => {
              const km = Number(e.target.value);
              if (km >= RADIUS.min && km <= RADIUS.max) setRadius(km);
            }}
          />
        </label>
        <button type="button" disabled={selected === undefined} onClick={() => setOrigin(selected)}>
          {t('list.nearby')}
        </button>
      </div>
      {centre === undefined ? (
        <p className="list-state">{t('list.nearby_choose')}</p>
      ) : (
        <p className="list-counters" data-testid="nearby-origin">
          {t('list.nearby_from', { km: radius, vehicle: centre.listLabel })}
        </p>
      )}
      {centre !== undefined && near.length === 0 && (
        <p className="list-state">{t('list.nearby_none', { km: radius })}</p>
      )}
      {near.length > 0 && (
        <VirtualRows
          ids={near.map((n) => n.id)}
          rowHeight={28}
          label={t('list.nearby')}
          activeId={selected}
          onActivate={select}
          onEnter={toggleFocus}
          className="vehicle-list nearby"
          renderRow={row}
        />
      )}
    </div>
  );
}
