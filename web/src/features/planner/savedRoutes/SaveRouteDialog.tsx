import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog.js';
import { saveRouteAtom } from './savedRoutesAtoms.js';

/**
 * The save-route modal: the title (required, said in words when missing), then the route on
 * screen is saved with its options, stops, vehicle and figures. Closes once saved; a failure
 * keeps it open with the error toast.
 */
export function SaveRouteDialog({
  open,
  initialTitle,
  onClose,
}: {
  open: boolean;
  initialTitle: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('planner.save_route')}
      open={open}
      onClose={onClose}
      className="save-route-dialog"
    >
      <SaveRouteForm initialTitle={initialTitle} onClose={onClose} />
    </Dialog>
  );
}

function SaveRouteForm({ initialTitle, onClose }: { initialTitle: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const save = useSetAtom(saveRouteAtom);
  const [title, setTitle] = useState(initialTitle);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    void save(title, i18n.language, onClose).then((saved) => {
      if (!saved) setBusy(false);
    });
  };
  return (
    <form className="save-route-form" onSubmit={submit} noValidate aria-busy={busy}>
      <label htmlFor={`${id}-title`}>{t('planner.route_title')}</label>
      <input
        id={`${id}-title`}
        type="text"
        value={title}
        maxLength={200}
        required
        autoFocus
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setTitle(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
      />
      {missing ? (
        <p id={`${id}-error`} className="error-text" role="alert">
          {t('planner.savedroutes.title_required')}
        </p>
      ) : (
        <p id={`${id}-hint`} className="muted">
          {t('planner.savedroutes.save_hint')}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
