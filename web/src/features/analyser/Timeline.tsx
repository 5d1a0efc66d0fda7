import { Minus, Plus, RotateCcw } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../ui/useElementWidth.js';
import { clockFor, DRIVER_ACTIVITIES, formatHm, type TimelineItem } from '@fleetdeck/shared';
import { ACTIVITY_TOKENS } from './chartSeries.js';
import { CursorLine } from './CursorLine.js';
import { REPLAY_CURSOR_MS, useReplayTime, type ReplayClock } from './replay.js';

const ROW_H = 26;
const AXIS_H = 22;
const LABEL_W = 92;
/** Room after the plot for the last tick's label. */
const END_PAD = 24;
const TICK_STEPS_MIN = [5, 15, 30, 60, 120, 180, 360, 720, 1440];

type Row = 'trip' | 'activity' | 'driver';
const rowOf = (item: TimelineItem): Row =>
  item.type === 'activity' ? 'activity' : item.type === 'driver' ? 'driver' : 'trip';

/** Where an item sits on the axis and how it is named for screen readers and the tooltip. */
export function itemLabel(
  item: TimelineItem,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  switch (item.type) {
    case 'stop':
      return t('analyser.stop_n', { n: item.stop_index ?? '' });
    case 'inherited-stop':
      return t('analyser.inherited_stop');
    case 'moving':
      return t('analyser.moving');
    case 'driver':
      return [item.name, item.last_name].filter(Boolean).join(' ');
    case 'activity':
      return t(`driver_activity.${DRIVER_ACTIVITIES[item.activity ?? 4]}`);
  }
}

interface TimelineProps {
  items: readonly TimelineItem[];
  start: number;
  end: number;
  selected: TimelineItem | undefined;
  onSelect: (item: TimelineItem | undefined) => void;
  /** The pointer's instant on the chart (epoch ms), drawn as a line across the rows. */
  cursor?: number | undefined;
  /** The replay's clock: while it has an instant, the line shows that instead. */
  clock?: ReplayClock;
  /** A click on the axis outside any item moves the replay there. */
  onSeek?: (t: number) => void;
  timeZone: string;
}

/**
 * The analyser's timeline: trips and stops, driver activities and the driver on one time axis.
 * The wheel or the buttons zoom (around the pointer), dragging pans; a selected item (clicked
 * here or through its stop on the map) is zoomed to. Every item is a button: Tab reaches them,
 * Enter selects.
 */
export const Timeline = memo(function Timeline(props: TimelineProps) {
  const { items, start, end, selected, onSelect, cursor, clock, onSeek, timeZone } = props;
  const { t, i18n } = useTranslation();
  const [box, width] = useElementWidth<HTMLDivElement>(800);
  const [view, setView] = useState({ start, end });
  const [viewFor, setViewFor] = useState({ start, end, selected });
  // A new range shows it whole; a newly selected item is zoomed to (with a margin either side).
  if (viewFor.start !== start || viewFor.end !== end || viewFor.selected !== selected) {
    setViewFor({ start, end, selected });
    if (viewFor.start !== start || viewFor.end !== end) setView({ start, end });
    else if (selected) {
      const a = Date.parse(selected.start_date);
      const b = Date.parse(selected.end_date);
      const margin = Math.max((b - a) * 0.5, 5 * 60_000);
      setView({ start: Math.max(start, a - margin), end: Math.min(end, b + margin) });
    }
  }

  const plot = Math.max(100, width - LABEL_W - END_PAD);
  const span = Math.max(60_000, view.end - view.start);
  const x = (ms: number) => LABEL_W + ((ms - view.start) / span) * plot;
  const zoom = (factor: number, around = (view.start + view.end) / 2) => {
    const next = Math.min(end - start, Math.max(10 * 60_000, span * factor));
    const left = around - (around - view.start) * (next / span);
    const clamped = Math.min(Math.max(start, left), end - next);
    setView({ start: clamped, end: clamped + next });
  };
  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const at = view.start + ((event.clientX - rect.left - LABEL_W) / plot) * span;
    zoom(event.deltaY > 0 ? 1.25 : 0.8, at);
  };
  // Dragging pans the view.
  const drag = useRef<{ x: number; start: number; left: number } | undefined>(undefined);
  useEffect(() => {
    const move = (event: PointerEvent) => {
      if (!drag.current) return;
      const dt = ((drag.current.x - event.clientX) / plot) * span;
      const s = Math.min(Math.max(start, drag.current.start + dt), end - span);
      setView({ start: s, end: s + span });
    };
    const up = (event: PointerEvent) => {
      const down = drag.current;
      drag.current = undefined;
      // A press and release in place (not a pan) on the plot seeks the replay.
      if (!down || !onSeek || Math.abs(event.clientX - down.x) > 3) return;
      const px = event.clientX - down.left - LABEL_W;
      if (px >= 0 && px <= plot) onSeek(down.start + (px / plot) * span);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [plot, span, start, end, onSeek]);

  const rows: Row[] = ['trip', 'activity', 'driver'].filter((r) =>
    items.some((i) => rowOf(i) === r),
  ) as Row[];
  const height = AXIS_H + rows.length * ROW_H + 4;
  const stepMin =
    TICK_STEPS_MIN.find((m) => (m * 60_000 * plot) / span >= 70) ?? TICK_STEPS_MIN.at(-1)!;
  const ticks: number[] = [];
  for (
    let tick = Math.ceil(view.start / (stepMin * 60_000)) * stepMin * 60_000;
    tick <= view.end;
    tick += stepMin * 60_000
  )
    ticks.push(tick);
  // One clock (its formatters are kept, so a replay frame makes none).
  const zoneClock = clockFor(i18n.language, timeZone);
  const timeOf = (ms: number) => zoneClock.time(ms);
  const css = (token: string) => `var(${token})`;
  const fill = (item: TimelineItem) => {
    if (item.type === 'activity') return css(ACTIVITY_TOKENS[item.activity ?? 4]!);
    if (item.type === 'moving') return css('--route-speed-2');
    if (item.type === 'driver') return css('--activity-none');
    return 'var(--text, #222)';
  };

  // The items are drawn again only when they, the view or the selection change: a replay frame
  // moves the cursor line alone.
  const itemsLayer = useMemo(
    () => (
      <g clipPath="url(#timeline-plot)">
        {items.map((item, k) => {
          const a = Date.parse(item.start_date);
          const b = Date.parse(item.end_date);
          if (b < view.start || a > view.end) return null;
          const r = rows.indexOf(rowOf(item));
          const isSelected = item === selected;
          const label = `${itemLabel(item, t)} · ${timeOf(a)}–${timeOf(b)} · ${formatHm(item.duration)}`;
          return (
            <g
              key={k}
              data-item={item.type}
              data-selected={isSelected || undefined}
              role="button"
              tabIndex={0}
              aria-label={label}
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? undefined : item)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                onSelect(isSelected ? undefined : item);
              }}
            >
              <title>{label}</title>
              <rect
                x={x(a)}
                y={AXIS_H + r * ROW_H + 3}
                width={Math.max(2, x(b) - x(a))}
                height={ROW_H - 6}
                rx={3}
                fill={fill(item)}
                className="timeline-item"
              />
              {item.type === 'stop' && x(b) - x(a) > 16 && (
                <text
                  x={(x(a) + x(b)) / 2}
                  y={AXIS_H + r * ROW_H + ROW_H / 2 + 4}
                  textAnchor="middle"
                  className="timeline-stop-number"
                >
                  {item.stop_index}
                </text>
              )}
            </g>
          );
        })}
      </g>
    ),
    // x, rows and clock follow from the view, the plot width, the items, the language and zone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, view, plot, selected, i18n.language, timeZone, onSelect, t],
  );
  return (
    <div className="analyser-timeline" ref={box}>
      <div className="analyser-timeline-tools">
        <button
          type="button"
          className="icon-button"
          onClick={() => zoom(0.5)}
          aria-label={t('analyser.zoom_in')}
        >
          <Plus size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => zoom(2)}
          aria-label={t('analyser.zoom_out')}
        >
          <Minus size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => setView({ start, end })}
          aria-label={t('analyser.zoom_reset')}
        >
          <RotateCcw size={16} aria-hidden />
        </button>
      </div>
      <svg
        width={width}
        height={height}
        role="group"
        aria-label={t('analyser.timeline')}
        onWheel={onWheel}
        onPointerDown={(e) => {
          if ((e.target as Element).closest('[data-item]')) return;
          drag.current = {
            x: e.clientX,
            start: view.start,
            left: e.currentTarget.getBoundingClientRect().left,
          };
        }}
      >
        <defs>
          <clipPath id="timeline-plot">
            <rect x={LABEL_W} y={0} width={plot} height={height} />
          </clipPath>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={AXIS_H - 4} y2={height} className="timeline-grid" />
            <text x={x(tick)} y={AXIS_H - 8} textAnchor="middle" className="timeline-tick">
              {timeOf(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, r) => (
          <text key={row} x={4} y={AXIS_H + r * ROW_H + ROW_H / 2 + 4} className="timeline-row">
            {t(`analyser.row_${row}`)}
          </text>
        ))}
        {itemsLayer}
      </svg>
      <TimelineCursor pointer={cursor} clock={clock} view={view} x={x} height={height} />
    </div>
  );
});

/** The cursor line: the replay's instant while there is one, else the chart pointer's. */
function TimelineCursor(props: {
  pointer: number | undefined;
  clock: ReplayClock | undefined;
  view: { start: number; end: number };
  x: (ms: number) => number;
  height: number;
}) {
  const { pointer, clock, view, x, height } = props;
  const cursor = useReplayTime(clock, REPLAY_CURSOR_MS) ?? pointer;
  if (cursor === undefined || cursor < view.start || cursor > view.end) return null;
  return (
    <CursorLine
      left={x(cursor)}
      top={AXIS_H - 4}
      height={height - AXIS_H + 4}
      className="timeline-cursor"
      testId="timeline-cursor"
    />
  );
}
