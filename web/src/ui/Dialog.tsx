import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/** A modal on the native <dialog>: focus trap, Esc to close and the top layer come with it. */
export function Dialog({ title, open, onClose, children, className }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-label={title}
      onClose={onClose}
      onCancel={onClose}
    >
      {open && (
        <>
          <header className="dialog-header">
            <h2>{title}</h2>
            <button
              type="button"
              className="icon-button"
              onClick={onClose}
              aria-label={t('common.close')}
            >
              <X size={18} aria-hidden />
            </button>
          </header>
          {children}
        </>
      )}
    </dialog>
  );
}
