import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { memo, useMemo, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fleetdeck/shared';
import { useElementWidth } from '../../ui/useElementWidth.js';
import type { ActivityBand, ChartSeries } from './chartSeries.js';
import { ACTIVITY_TOKENS } from './chartSeries.js';
import { timeTicks, valueTicks } from './chartTicks.js';
import { CursorLine } from './CursorLine.js';
import { readingAt } from './readings.js';
import { REPLAY_CURSOR_MS, useReplayTime, type ReplayClock } from './replay.js';
import { ValueAxis } from './ValueAxis.js';

/** Each strip: its label and reading on a line of its own above the plot and its value axis. */
const STRIP_H = 84;
const PLOT_TOP = 18;
const PLOT_BOTTOM = STRIP_H - 6;
const BAND_H = 14;
const AXIS_H = 22;
/** The timeline's row labels and end room: the two share a time scale under one another. */
const LEFT = 92;
const RIGHT = 24;
/** The room a time label needs, for how many fit. */
const TIME_LABEL_PX = 90;
const SERIES_TOKENS = [
  '--route-speed-2',
  '--route-speed-3',
  '--activity-driving',
  '--activity-rest',
];

/** At most two points (the lowest and highest) per pixel column: a 3-day route stays light. */
function decimate(series: ChartSeries, x: (t: number) => number): [number, number][] {
  const out: [number, number][] = [];
  let column = NaN;
  let lo: [number, number] | undefined;
  let hi: [number, number] | undefined;
  const flush = () => {
    if (!lo || !hi) return;
    if (lo[0] <= hi[0]) out.push(lo, hi);
    else out.push(hi, lo);
  };
  series.times.forEach((t, i) => {
    const v = series.values[i];
    if (v === null || v === undefined || !Number.isFinite(t)) return;
    const c = Math.round(x(t));
    if (c !== column) {
      flush();
      column = c;
      lo = hi = [t, v];
    } else {
      if (v < lo![1]) lo = [t, v];
      if (v > hi![1]) hi = [t, v];
    }
  });
  flush();
  return out;
}

interface TelemetryChartProps {
  series: readonly ChartSeries[];
  bands: readonly ActivityBand[] | undefined;
  start: number;
  end: number;
  /** The pointer's instant (epoch ms), also shown on the map and the timeline. */
  cursor: number | undefined;
  /** The user's zone, as the timeline's. */
  timeZone: string;
  /** The replay's clock: while it has an instant, the cursor shows that instead. */
  clock?: ReplayClock;
  onCursor: (t: number | undefined) => void;
}

/**
 * The analyser's telemetry chart (visx): each active telemetry as its own strip with its unit
 * value axis (unit and nice ticks) and its value at the cursor, the driver's activity as a band
 * above them, one time axis below in the user's zone. Moving the pointer moves the cursor shared with the map and the timeline.
 */
export const TelemetryChart = memo(function TelemetryChart(props: TelemetryChartProps) {
  const { series, bands, start, end, cursor, timeZone, clock, onCursor } = props;
  const { t, i18n } = useTranslation();
  const [box, width] = useElementWidth<HTMLDivElement>(600);
  const inner = Math.max(100, width - LEFT - RIGHT);
  const x = useMemo(
    () => scaleTime({ domain: [new Date(start), new Date(end)], range: [0, inner] }),
    [start, end, inner],
  );
  const top = bands ? BAND_H + 6 : 0;
  const height = top + series.length * STRIP_H + AXIS_H;
  const lines = useMemo(
    () =>
      series.map((s) => {
        const points = decimate(s, (ms) => x(new Date(ms)));
        const values = points.map((p) => p[1]);
        const { ticks } = valueTicks(Math.min(...values, 0), Math.max(...values, 0));
        const y = scaleLinear({
          domain: [ticks[0]!, ticks[ticks.length - 1]!],
          range: [PLOT_BOTTOM, PLOT_TOP],
        });
        // The path's outline made once per series and width: a cursor move draws nothing again.
        const d = points
          .map(
            (p, k) => `${k === 0 ? 'M' : 'L'}${x(new Date(p[0])).toFixed(1)},${y(p[1]).toFixed(1)}`,
          )
          .join('');
        return { s, d, y, ticks };
      }),
    [series, x],
  );
  const time = useMemo(() => {
    const { ticks, labels } = timeTicks(start, end, {
      timeZone,
      locale: i18n.language,
      maxTicks: inner / TIME_LABEL_PX,
    });
    return {
      ticks: ticks.map((t) => new Date(t)),
      label: new Map(ticks.map((t, k) => [t, labels[k]])),
    };
  }, [start, end, timeZone, i18n.language, inner]);
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - rect.left - LEFT;
    if (px < 0 || px > inner) return onCursor(undefined);
    onCursor(x.invert(px).getTime());
  };

  return (
    <div className="telemetry-chart" ref={box}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={series
          .map((s) => (s.item.unit ? `${t(s.item.title)} (${s.item.unit})` : t(s.item.title)))
          .join(', ')}
        onPointerMove={onMove}
        onPointerLeave={() => onCursor(undefined)}
      >
        <Group left={LEFT}>
          {bands && (
            <text x={-LEFT + 4} y={BAND_H - 3} className="chart-label">
              {t('analyser.row_activity')}
            </text>
          )}
          {bands?.map((b, i) => (
            <rect
              key={i}
              x={x(new Date(b.start))}
              y={0}
              width={Math.max(1, x(new Date(b.end)) - x(new Date(b.start)))}
              height={BAND_H}
              fill={`var(${ACTIVITY_TOKENS[b.activity] ?? ACTIVITY_TOKENS[4]})`}
            />
          ))}
          {lines.map(({ s, d, y, ticks }, i) => (
            <Group key={s.key} top={top + i * STRIP_H} data-series={s.key}>
              <ValueAxis
                seriesKey={s.key}
                label={t(s.item.title)}
                unit={s.item.unit}
                ticks={ticks}
                y={y}
                width={inner}
                margin={LEFT}
                format={(v) => formatNumber(v, 3, i18n.language)}
              />
              <path
                d={d}
                fill="none"
                stroke={`var(${SERIES_TOKENS[i % SERIES_TOKENS.length]})`}
                strokeWidth={1.6}
              />
            </Group>
          ))}
          <ChartCursor series={series} top={top} pointer={cursor} clock={clock} />
          <AxisBottom
            top={height - AXIS_H}
            scale={x}
            tickValues={time.ticks}
            tickFormat={(d) => time.label.get((d as Date).getTime()) ?? ''}
            tickClassName="chart-tick"
            axisClassName="chart-axis"
          />
        </Group>
      </svg>
      <ChartCursorLine
        height={height - AXIS_H}
        x={x}
        start={start}
        end={end}
        pointer={cursor}
        clock={clock}
      />
    </div>
  );
});

/**
 * Each strip's label with its value at the cursor: the replay's instant while there is one, else
 * the pointer's. With the cursor's line, alone in reading the replay's clock: all that is drawn
 * again as a replay plays.
 */
function ChartCursor(props: {
  series: readonly ChartSeries[];
  top: number;
  pointer: number | undefined;
  clock: ReplayClock | undefined;
}) {
  const { series, top, pointer, clock } = props;
  const { t, i18n } = useTranslation();
  const cursor = useReplayTime(clock) ?? pointer;
  return (
    <>
      {series.map((s, i) => {
        const at = cursor === undefined ? null : readingAt(s, cursor, s.item.unit);
        return (
          <text
            key={s.key}
            x={2}
            y={top + i * STRIP_H + PLOT_TOP - 6}
            className="chart-label"
            data-series-label={s.key}
          >
            {t(s.item.title)}
            {s.item.unit ? ` (${s.item.unit})` : ''}
            {at !== null ? `: ${formatNumber(at, 3, i18n.language)}` : ''}
          </text>
        );
      })}
    </>
  );
}

/** The cursor's line over the plot: an element of its own, so moving it draws no chart again. */
function ChartCursorLine(props: {
  height: number;
  x: (d: Date) => number;
  start: number;
  end: number;
  pointer: number | undefined;
  clock: ReplayClock | undefined;
}) {
  const { height, x, start, end, pointer, clock } = props;
  const cursor = useReplayTime(clock, REPLAY_CURSOR_MS) ?? pointer;
  if (cursor === undefined || cursor < start || cursor > end) return null;
  return (
    <CursorLine
      left={LEFT + x(new Date(cursor))}
      top={0}
      height={height}
      className="chart-cursor"
    />
  );
}
