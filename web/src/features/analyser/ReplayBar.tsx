import { useAtomValue } from 'jotai';
import { Pause, Play, Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { clockFor } from '@fleetdeck/shared';
import { useTranslation } from 'react-i18next';
import { fleetPlatesAtom } from '../../data/fleetAtoms.js';
import { Dialog } from '../../ui/Dialog.js';
import { MAX_REPLAYED, REPLAY_SPEEDS, useReplayTime, type ReplayControls } from './replay.js';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

interface ReplayBarProps {
  replay: ReplayControls;
  start: number;
  end: number;
  follow: boolean;
  onFollow: (follow: boolean) => void;
  companions: readonly number[];
  onCompanions: (ids: number[]) => void;
  truckId: number;
  timeZone: string;
}

/**
 * The replay's controls: play and pause, the speed (1x to 3600x), a scrub over the range, follow
 * the truck, and the trucks replayed with it. Keyboard anywhere but in a field: Space plays and
 * pauses, the arrows step a minute (Shift: ten).
 */
export function ReplayBar(props: ReplayBarProps) {
  const { replay, start, end, follow, onFollow, companions, onCompanions, truckId, timeZone } =
    props;
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const { toggle, step } = replay;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        isTyping(event.target) ||
        document.querySelector('dialog[open]')
      )
        return;
      if (event.key === ' ') {
        // A focused button would also take the Space as a click.
        event.preventDefault();
        toggle();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        step(event.key === 'ArrowRight' ? 1 : -1, event.shiftKey);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toggle, step]);
  return (
    <div className="replay-bar" role="group" aria-label={t('analyser.replay')}>
      <button
        type="button"
        className="icon-button"
        onClick={replay.toggle}
        aria-label={replay.playing ? t('analyser.pause') : t('analyser.play')}
        aria-keyshortcuts="Space"
      >
        {replay.playing ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
      </button>
      <label>
        <span className="visually-hidden">{t('analyser.replay_speed')}</span>
        <select value={replay.speed} onChange={(e) => replay.setSpeed(Number(e.target.value))}>
          {REPLAY_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <ReplayPosition replay={replay} start={start} end={end} timeZone={timeZone} />
      <label className="replay-follow">
        <input type="checkbox" checked={follow} onChange={(e) => onFollow(e.target.checked)} />
        {t('analyser.follow')}
      </label>
      <button type="button" onClick={() => setChoosing(true)}>
        <Users size={16} aria-hidden />
        {t('analyser.replay_with', { count: companions.length })}
      </button>
      {choosing && (
        <CompanionsDialog
          truckId={truckId}
          chosen={companions}
          onChoose={(ids) => {
            onCompanions(ids);
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </div>
  );
}

/** Other trucks of the fleet to replay on the same clock: up to 19 beside the analysed one. */
function CompanionsDialog(props: {
  truckId: number;
  chosen: readonly number[];
  onChoose: (ids: number[]) => void;
  onClose: () => void;
}) {
  const { truckId, chosen, onChoose, onClose } = props;
  const { t } = useTranslation();
  const plates = useAtomValue(fleetPlatesAtom);
  const [picked, setPicked] = useState<number[]>([...chosen]);
  const [query, setQuery] = useState('');
  const trucks = useMemo(
    () =>
      [...(plates ?? [])]
        .map(([id, plate]) => ({ id, plate }))
        .filter((tr) => tr.id !== truckId)
        .sort((a, b) => a.plate.localeCompare(b.plate)),
    [plates, truckId],
  );
  const shown = trucks.filter((tr) => tr.plate.toLowerCase().includes(query.trim().toLowerCase()));
  const full = picked.length >= MAX_REPLAYED - 1;
  return (
    <Dialog title={t('analyser.replay_with_title')} open onClose={onClose}>
      <p className="muted">{t('analyser.replay_with_limit', { max: MAX_REPLAYED })}</p>
      <input
        type="search"
        value={query}
        placeholder={t('common.search')}
        aria-label={t('common.search')}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="replay-companions">
        {shown.slice(0, 200).map((tr) => {
          const on = picked.includes(tr.id);
          return (
            <li key={tr.id}>
              <label>
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && full}
                  onChange={() =>
                    setPicked((p) => (on ? p.filter((id) => id !== tr.id) : [...p, tr.id]))
                  }
                />
                {tr.plate}
              </label>
            </li>
          );
        })}
      </ul>
      <footer className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="primary" onClick={() => onChoose(picked)}>
          {t('common.apply')}
        </button>
      </footer>
    </Dialog>
  );
}

/**
 * The scrub and the replay's time: alone in the bar to follow the clock, so a replay frame
 * renders only them (with one date formatter, not one per frame).
 */
function ReplayPosition(props: {
  replay: ReplayControls;
  start: number;
  end: number;
  timeZone: string;
}) {
  const { replay, start, end, timeZone } = props;
  const { t, i18n } = useTranslation();
  const at = useReplayTime(replay.clock) ?? start;
  const when = clockFor(i18n.language, timeZone).dateTimeSeconds(at);
  return (
    <>
      <input
        type="range"
        className="replay-scrub"
        min={start}
        max={end}
        step={1000}
        value={at}
        aria-label={t('analyser.replay_position')}
        aria-valuetext={when}
        onChange={(e) => replay.seek(Number(e.target.value))}
      />
      <time data-testid="replay-time" dateTime={new Date(at).toISOString()}>
        {when}
      </time>
    </>
  );
}
