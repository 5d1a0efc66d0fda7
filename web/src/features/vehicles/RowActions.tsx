import { useAtomValue, useSetAtom } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateFixed, Navigation, Pin, PinOff, Route } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TruckId } from '@fleetdeck/shared';
import { focusedTruckIdAtom, toggleFocusAtom } from '../../map/selectionAtoms.js';
import { usePlanFromVehicle } from '../planner/usePlanFromVehicle.js';
import { pinnedIdsAtom, togglePinAtom } from './vehicleListAtoms.js';

/**
 * Pin, focus and analyse buttons of one row. They are reached with the mouse; from the keyboard, Enter on
 * the selected row focuses it, so the grid keeps a single tab stop.
 */
export const RowActions = memo(function RowActions({
  id,
  focus = true,
}: {
  id: TruckId;
  focus?: boolean;
}) {
  const { t } = useTranslation();
  const pinned = useAtomValue(pinnedIdsAtom).has(id);
  const focused = useAtomValue(focusedTruckIdAtom) === id;
  const togglePin = useSetAtom(togglePinAtom);
  const toggleFocus = useSetAtom(toggleFocusAtom);
  const navigate = useNavigate();
  const planRoute = usePlanFromVehicle(id);
  const pinLabel = t(pinned ? 'list.unpin' : 'list.pin');
  const focusLabel = t(focused ? 'list.unfocus' : 'map.focus_vehicle');
  return (
    <span className="row-actions" role="gridcell">
      <button
        type="button"
        className="icon-button pin-button"
        tabIndex={-1}
        aria-label={pinLabel}
        title={pinLabel}
        aria-pressed={pinned}
        onClick={(event) => {
          event.stopPropagation();
          void togglePin(id);
        }}
      >
        {pinned ? <PinOff size={14} aria-hidden /> : <Pin size={14} aria-hidden />}
      </button>
      {focus && (
        <button
          type="button"
          className="icon-button focus-button"
          tabIndex={-1}
          aria-label={focusLabel}
          title={focusLabel}
          aria-pressed={focused}
          onClick={() => toggleFocus(id)}
        >
          <LocateFixed size={14} aria-hidden />
        </button>
      )}
      <button
        type="button"
        className="icon-button analyse-button"
        tabIndex={-1}
        aria-label={t('analyser.open')}
        title={t('analyser.open')}
        onClick={(event) => {
          event.stopPropagation();
          void navigate(`/analyser/${id}`);
        }}
      >
        <Route size={14} aria-hidden />
      </button>
      {planRoute && (
        <button
          type="button"
          className="icon-button plan-button"
          tabIndex={-1}
          aria-label={t('planner.plan_from_vehicle')}
          title={t('planner.plan_from_vehicle')}
          onClick={(event) => {
            event.stopPropagation();
            planRoute();
          }}
        >
          <Navigation size={14} aria-hidden />
        </button>
      )}
    </span>
  );
});
