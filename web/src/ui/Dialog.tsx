import { useEffect, useRef, type ReactNode } from 'react';
import { CloseButton } from './CloseButton.js';

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/** A modal on the native <dialog>: focus trap, Esc to close and the top layer come with it. */
export function Dialog({ title, open, onClose, children, className }: DialogProps) {
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
      // React passes a nested dialog's close and cancel on to this one: only its own count.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      onCancel={(event) => event.target === event.currentTarget && onClose()}
    >
      {open && (
        <>
          <header className="dialog-header">
            <h2>{title}</h2>
            <CloseButton onClick={onClose} />
          </header>
          {children}
        </>
      )}
    </dialog>
  );
}
