import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './CloseButton.js';

const SHOWN_MS = 6000;

/**
 * An error toast at the top centre of the page (spec part 2 section 8), read out at once
 * (`role="alert"`), closed by its button or after a few seconds. `id` changes for each message,
 * so the same words said again stay on screen their full time.
 */
export function Toast({
  message,
  id,
  onClose,
}: {
  message: string;
  id: number;
  onClose: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [id, onClose]);
  return createPortal(
    <div className="toast" data-kind="error" role="alert">
      <CircleAlert size={18} aria-hidden />
      <span>{message}</span>
      <CloseButton onClick={onClose} />
    </div>,
    document.body,
  );
}
