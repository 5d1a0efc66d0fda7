import { Lock, LockOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleLocks, type Truck } from '@fleetdeck/shared';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { sendLock, type LockOutcome } from './lockCommand.js';

/** How long the panel waits for the live stream to show a sent command's new state. */
const LOCK_WAIT_MS = 60_000;

interface Request {
  output: number;
  lock: boolean;
}

/**
 * The vehicle lock panel (part 1 §2): shown when digital output 1 or 2 is enabled. Lock and unlock
 * each ask for confirmation; the shown state is the truck's as the live stream last delivered it,
 * so it changes when the tracker reports the new value, not when the command leaves.
 */
export function LockPanel({ truck }: { truck: Truck }) {
  const { t } = useTranslation();
  const { visible, outputs } = vehicleLocks(truck);
  const [asking, setAsking] = useState<Request | undefined>(undefined);
  const [pending, setPending] = useState<Request | undefined>(undefined);
  const [failure, setFailure] = useState<Exclude<LockOutcome, 'sent'> | undefined>(undefined);

  // Sent and not yet shown by the live stream; once a tick shows the new value it is done.
  const reached = outputs.some((o) => o.output === pending?.output && o.locked === pending.lock);
  const waiting = reached ? undefined : pending;
  useEffect(() => {
    if (!waiting) return;
    // A tracker that never reports the new value: say so instead of waiting for ever.
    const timer = setTimeout(() => {
      setPending(undefined);
      setFailure('refused');
    }, LOCK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (!visible) return null;

  const answer = (yes: boolean): void => {
    const request = asking;
    setAsking(undefined);
    if (!yes || !request) return;
    setFailure(undefined);
    setPending(request);
    void sendLock(truck.id, request.output, request.lock).then((outcome) => {
      if (outcome === 'sent') return;
      setPending(undefined);
      setFailure(outcome);
    });
  };

  return (
    <section className="vehicle-lock" aria-label={t('lock.title')}>
      <h3>{t('lock.title')}</h3>
      <ul>
        {outputs.map(({ output, locked }) => (
          <li key={output} data-testid={`lock-output-${output}`} data-locked={locked}>
            {locked ? <Lock size={14} aria-hidden /> : <LockOpen size={14} aria-hidden />}
            <span>{t('lock.output', { n: output })}</span>
            <strong className="lock-state">{t(locked ? 'lock.locked' : 'lock.unlocked')}</strong>
            <button
              type="button"
              disabled={waiting !== undefined}
              onClick={() => setAsking({ output, lock: !locked })}
            >
              {t(locked ? 'lock.unlock' : 'lock.lock')}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="muted">
        {waiting ? t('lock.pending') : ''}
      </p>
      {failure && (
        <p role="alert" className="error">
          {t(failure === 'network' ? 'errors.network' : 'lock.failed')}
        </p>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={t('lock.title')}
        message={
          asking
            ? t(asking.lock ? 'lock.confirm_lock' : 'lock.confirm_unlock', {
                n: asking.output,
                plate: truck.plate,
              })
            : ''
        }
        onAnswer={answer}
      />
    </section>
  );
}
