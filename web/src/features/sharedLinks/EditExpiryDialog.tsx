import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canUpdateSharedLink, type SharedLinkItem } from '@fleetdeck/shared';
import { DayField } from '../../ui/dateFields/index.js';
import { Dialog } from '../../ui/Dialog.js';
import { dayEnd, dayOf, formatDay } from './linkDates.js';

interface EditExpiryDialogProps {
  link: SharedLinkItem | null;
  onClose: () => void;
  /** Saves the new expiry (unix s); rejects when the relay refused it. */
  onSave: (link: SharedLinkItem, expireAt: number) => Promise<void>;
}

/** The edit modal: only the expiry day can change; the start is shown, never editable. */
export function EditExpiryDialog({ link, onClose, onSave }: EditExpiryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('sharedlinks.edit_title')}
      open={link !== null}
      onClose={onClose}
      className="edit-link-dialog"
    >
      {link && <EditExpiryForm key={link.id} link={link} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function EditExpiryForm({
  link,
  onClose,
  onSave,
}: EditExpiryDialogProps & { link: SharedLinkItem }) {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState(() => dayOf(link.exp, link.tz));
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle');
  const expireAt = dayEnd(day, link.tz);
  const valid = canUpdateSharedLink(link, expireAt);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!valid || expireAt === null) return;
    setState('saving');
    onSave(link, expireAt).then(onClose, () => setState('error'));
  };

  return (
    <form onSubmit={submit} className="edit-link-form">
      <p>
        {t('sharedlinks.start')}: <strong>{formatDay(link.start, link.tz, i18n.language)}</strong>
      </p>
      <p className="muted">{t('sharedlinks.start_not_editable')}</p>
      <DayField
        label={t('sharedlinks.expiry')}
        value={day}
        min={dayOf(link.start, link.tz)}
        onChange={setDay}
        error={valid ? null : t('sharedlinks.expiry_required')}
      />
      {state === 'error' && (
        <p className="field-error" role="alert">
          {t('sharedlinks.updated_link_error')}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="primary" disabled={!valid || state === 'saving'}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
