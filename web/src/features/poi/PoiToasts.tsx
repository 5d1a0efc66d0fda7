import { useAtomValue, useSetAtom } from 'jotai';
import { CircleAlert, CircleCheck, LogIn, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '@fleetdeck/shared';
import { userTimeZone } from '../../app/session/session.js';
import { focusedTruckIdAtom, selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import { CloseButton } from '../../ui/CloseButton.js';
import { closePoiToastAtom, poiToastsAtom, type PoiToast } from './poiAtoms.js';
import './poiToasts.css';

/** How long a toast stays: a geofence alert longer than a confirmation. */
const SHOWN_MS = { success: 5000, error: 8000, alert: 12_000 } as const;

/**
 * The POI feature's toasts at the top centre (spec part 2 §8), stacked: successes, errors (read out
 * at once) and live geofence crossings (plate, POI, time; the plate's button follows the truck).
 */
export function PoiToasts() {
  const toasts = useAtomValue(poiToastsAtom);
  if (toasts.length === 0) return null;
  return createPortal(
    <div className="poi-toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.n} toast={toast} />
      ))}
    </div>,
    document.body,
  );
}

function ToastItem({ toast }: { toast: PoiToast }) {
  const { t } = useTranslation();
  const close = useSetAtom(closePoiToastAtom);
  const select = useSetAtom(selectedTruckIdAtom);
  const focus = useSetAtom(focusedTruckIdAtom);
  const [timeZone] = useState(userTimeZone);
  useEffect(() => {
    const timer = setTimeout(() => close(toast.n), SHOWN_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast.n, toast.kind, close]);
  const event = toast.event;
  const Icon =
    toast.kind === 'error'
      ? CircleAlert
      : toast.kind === 'success'
        ? CircleCheck
        : event?.kind === 'exit'
          ? LogOut
          : LogIn;
  return (
    <div
      className="poi-toast"
      data-kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <Icon size={18} aria-hidden />
      <span>
        {t(toast.key, toast.values)}
        {event && (
          <>
            {' · '}
            <time dateTime={event.at}>{formatZoned(event.at, 'HH:mm:ss', timeZone)}</time>
          </>
        )}
      </span>
      {event && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            select(event.truck_id);
            focus(event.truck_id);
            close(toast.n);
          }}
        >
          {t('manage_poi.events.focus', { plate: event.plate })}
        </button>
      )}
      <CloseButton onClick={() => close(toast.n)} />
    </div>
  );
}
