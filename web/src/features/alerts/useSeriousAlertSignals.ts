import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { newSeriousAlerts, type AlertCode } from '@fleetdeck/shared';
import { derivedFleetView$ } from '../../data/fleetAtoms.js';
import { userConfigAtom } from '../settings/userConfigAtoms.js';

/** Two short tones: heard across a room, not alarming. */
function beep(): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  const audio = new Context();
  for (const [at, hz] of [
    [0, 880],
    [0.25, 660],
  ] as const) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = hz;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(audio.destination);
    osc.start(audio.currentTime + at);
    osc.stop(audio.currentTime + at + 0.18);
  }
  setTimeout(() => void audio.close(), 1000);
}

/**
 * Rings and notifies, as the user chose (both off by default), when a serious alert (severity 4 and
 * above) is newly raised on a truck of the live fleet; nothing for the alerts already there when
 * the page opens.
 */
export function useSeriousAlertSignals(): void {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const sound = config.alertSound;
  const notify = config.alertNotifications;
  // Nothing runs on the live path unless the user asked for a signal.
  const enabled = sound || notify;
  useEffect(() => {
    if (!enabled) return;
    let before: Map<number, readonly AlertCode[]> | undefined;
    const subscription = derivedFleetView$.subscribe(({ derived, update }) => {
      // Only the trucks this update derived again (all of them on a snapshot).
      const ids = !before || update.full ? derived.byId.keys() : update.changed;
      const now = new Map<number, readonly AlertCode[]>();
      for (const id of ids) {
        const d = derived.byId.get(id);
        if (d)
          now.set(
            id,
            d.alerts.map((a) => a.code),
          );
      }
      const raised = before ? newSeriousAlerts(before, now) : [];
      if (!before || update.full) before = now;
      else for (const [id, codes] of now) before.set(id, codes);
      for (const id of update.removed) before.delete(id);
      if (raised.length === 0) return;
      if (sound) beep();
      if (!notify || typeof Notification === 'undefined') return;
      if (Notification.permission !== 'granted') return;
      for (const alert of raised.slice(0, 5)) {
        const plate = derived.byId.get(alert.truckId)?.truck.plate ?? String(alert.truckId);
        new Notification(t('handling.notify_title', { plate }), {
          body: t(`alerts.${alert.code}`),
          tag: `${alert.truckId}:${alert.code}`,
        });
      }
    });
    return () => subscription.unsubscribe();
  }, [enabled, sound, notify, t]);
}
