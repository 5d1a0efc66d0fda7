import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './CloseButton.js';

const SHOWN_MS = 6000;

/**
 * Where a toast goes: into the top modal dialog while one is open (the page behind a modal is
 * inert and under its backdrop, so a toast there could be neither read out nor closed).
 */
const toastHost = (): Element =>
  [...document.querySelectorAll('dialog[open]')].at(-1) ?? document.body;

/**
 * A toast at the top centre of the page (spec part 2 section 8): an error is read out at once
 * (`role="alert"`), a success politely (`role="status"`); closed by its button or after a few
 * seconds. `id` changes for each message, so the same words said again stay their full time.
 */
export function Toast({
  message,
  id,
  onClose,
  kind = 'error',
}: {
  message: string;
  id: number;
  onClose: () => void;
  kind?: 'error' | 'success';
}) {
  // A modal closing (the one that was saving, say) hands the toast on to the one below it.
  const [host, setHost] = useState(toastHost);
  useEffect(() => {
    const move = () => setHost(toastHost());
    document.addEventListener('close', move, true);
    return () => document.removeEventListener('close', move, true);
  }, []);
  useEffect(() => {
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [id, onClose]);
  return createPortal(
    <div className="toast" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {kind === 'error' ? (
        <CircleAlert size={18} aria-hidden />
      ) : (
        <CircleCheck size={18} aria-hidden />
      )}
      <span>{message}</span>
      <CloseButton onClick={onClose} />
    </div>,
    host,
  );
}
