import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The cross that closes a dialog, a panel or a toast; "Close" unless told otherwise. */
export function CloseButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button"
      onClick={onClick}
      aria-label={label ?? t('common.close')}
    >
      <X size={18} aria-hidden />
    </button>
  );
}
