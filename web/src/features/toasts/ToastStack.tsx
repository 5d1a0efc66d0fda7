import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { CircleAlert, CircleCheck, LogIn, LogOut } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '@fleetdeck/shared';
import { userTimeZone } from '../../app/session/session.js';
import { focusedTruckIdAtom, selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import { CloseButton } from '../../ui/CloseButton.js';
import {
  closeToastAtom,
  expireToastsAtom,
  restartToastsAtom,
  toastsAtom,
  toastsExpandedAtom,
} from './toastAtoms.js';
import { nextExpiry, stackView, type Toast } from './toastStack.js';
import './toasts.css';

/** The top modal dialog while one is open: the page behind it is inert, a toast there unreadable. */
const openDialog = (): Element | null =>
  [...document.querySelectorAll('dialog[open]')].at(-1) ?? null;

/**
 * The top open dialog, followed as dialogs open, close or leave the page (a dialog unmounted
 * while open would otherwise keep the toasts in a detached element).
 */
function useDialogHost(): Element | null {
  const [host, setHost] = useState(openDialog);
  useEffect(() => {
    const follow = () => setHost(openDialog());
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    document.addEventListener('close', follow, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('close', follow, true);
    };
  }, []);
  return host;
}

/**
 * Drops each toast when its time is up (one timer, for the next to go); while the user holds the
 * stack (pointer over it, focus in it) none goes, each gets its full time again instead.
 */
function useExpiry(toasts: readonly Toast[], stack: RefObject<HTMLElement | null>): void {
  const expire = useSetAtom(expireToastsAtom);
  const restart = useSetAtom(restartToastsAtom);
  useEffect(() => {
    const next = nextExpiry(toasts);
    if (next === undefined) return;
    const timer = setTimeout(
      () => {
        const held =
          stack.current?.matches(':hover') || stack.current?.contains(document.activeElement);
        if (held) restart(Date.now());
        // At least the one due goes, whatever the timer's rounding.
        else expire(Math.max(Date.now(), next));
      },
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [toasts, stack, expire, restart]);
}

/**
 * The app's one toast stack (spec part 2 §8): at the bottom centre of the map, clear of the
 * header, the address search and the panels beside the map; inside the top modal while one is
 * open. At most three on show, then "+N more" opens the rest; each closes by its button, by Esc
 * while focused, or after its time (held while the user reads). Errors are read out at once, the
 * rest politely.
 */
export function ToastStack() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  const [expanded, setExpanded] = useAtom(toastsExpandedAtom);
  const host = useDialogHost();
  const stackRef = useRef<HTMLElement>(null);
  useExpiry(toasts, stackRef);
  if (toasts.length === 0) return null;
  const { shown, hidden } = stackView(toasts, expanded);
  const stack = (
    <section
      ref={stackRef}
      className="toast-stack"
      data-in-dialog={host ? true : undefined}
      aria-label={t('common.toasts_region')}
    >
      {(hidden > 0 || expanded) && (
        <button
          type="button"
          className="toast-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('common.toasts_fewer') : t('common.toasts_more', { count: hidden })}
        </button>
      )}
      <div className="toast-list">
        {shown.map((toast) => (
          <ToastView key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
  return host ? createPortal(stack, host) : stack;
}

function ToastView({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const close = useSetAtom(closeToastAtom);
  const select = useSetAtom(selectedTruckIdAtom);
  const focus = useSetAtom(focusedTruckIdAtom);
  const [timeZone] = useState(userTimeZone);
  const newest = toast.crossings?.[0];
  const Icon =
    toast.kind === 'error'
      ? CircleAlert
      : toast.kind === 'success'
        ? CircleCheck
        : newest?.kind === 'exit'
          ? LogOut
          : LogIn;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // This toast only: not the panel or the dialog under it.
    event.preventDefault();
    event.stopPropagation();
    close(toast.id);
  };
  return (
    <div
      className="toast"
      data-kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onKeyDown={onKeyDown}
    >
      <Icon size={18} aria-hidden />
      <span>
        {t(toast.key, toast.values)}
        {newest && (
          <>
            {' · '}
            <time dateTime={newest.at}>{formatZoned(newest.at, 'HH:mm:ss', timeZone)}</time>
          </>
        )}
      </span>
      {newest && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            select(newest.truck_id);
            focus(newest.truck_id);
            close(toast.id);
          }}
        >
          {t('manage_poi.events.focus', { plate: newest.plate })}
        </button>
      )}
      <CloseButton onClick={() => close(toast.id)} />
    </div>
  );
}
