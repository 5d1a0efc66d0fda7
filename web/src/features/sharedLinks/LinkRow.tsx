import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SharedLinkItem } from '@fleetdeck/shared';
import { formatDay } from './linkDates.js';

interface LinkRowProps {
  link: SharedLinkItem;
  /** Deleting: the row fades until the relay answers (and comes back on failure). */
  fading: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One link: its plates, its period, edit (expiry) and delete. */
export function LinkRow({ link, fading, onEdit, onDelete }: LinkRowProps) {
  const { t, i18n } = useTranslation();
  const plates = link.trucks.map((truck) => truck.plate).join(', ');
  return (
    <li className="link-row" data-fading={fading} data-link-id={link.id} aria-busy={fading}>
      <div className="link-text">
        <strong>{plates}</strong>
        <span className="muted">
          {t('sharedlinks.period_days', {
            start: formatDay(link.start, link.tz, i18n.language),
            end: formatDay(link.exp, link.tz, i18n.language),
          })}
        </span>
      </div>
      <button
        type="button"
        className="icon-button"
        onClick={onEdit}
        disabled={fading}
        aria-label={`${t('common.edit')} ${plates}`}
        title={t('sharedlinks.edit_title')}
      >
        <Pencil size={16} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-button"
        onClick={onDelete}
        disabled={fading}
        aria-label={`${t('common.delete')} ${plates}`}
        title={t('common.delete')}
      >
        <Trash2 size={16} aria-hidden />
      </button>
    </li>
  );
}
