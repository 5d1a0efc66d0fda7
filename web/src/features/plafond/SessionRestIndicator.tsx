import { Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionRestRecorded, type DriverPlafond } from '@fleetdeck/shared';

/**
 * Shown when the next rest is a SESSION break and a break of 15 min or more has already been
 * recorded (first part of a split break); opens a dialog explaining what that means.
 */
export function SessionRestIndicator({ plafond }: { plafond: DriverPlafond }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  if (!sessionRestRecorded(plafond)) return null;
  return (
    <>
      <button type="button" className="plafond-session" onClick={() => setOpen(true)}>
        <Info size={14} aria-hidden /> {t('plafond.session_rest')}
      </button>
      <dialog
        ref={dialog}
        className="plafond-dialog"
        aria-label={t('plafond.session_rest')}
        onClose={() => setOpen(false)}
      >
        <p>{t('plafond.session_rest_info')}</p>
        <button type="button" onClick={() => setOpen(false)} autoFocus>
          {t('plafond.close')}
        </button>
      </dialog>
    </>
  );
}
