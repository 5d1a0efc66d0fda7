import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.js';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onAnswer: (yes: boolean) => void;
}

/** The spec's yes/no confirmation (logout, clustering, deleting a link). */
export function ConfirmDialog({ open, title, message, onAnswer }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} open={open} onClose={() => onAnswer(false)} className="confirm-dialog">
      <p>{message}</p>
      <div className="dialog-actions">
        <button type="button" onClick={() => onAnswer(false)}>
          {t('common.no')}
        </button>
        <button type="button" className="primary" onClick={() => onAnswer(true)} autoFocus>
          {t('common.yes')}
        </button>
      </div>
    </Dialog>
  );
}
