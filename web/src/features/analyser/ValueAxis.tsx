import { AxisLeft } from '@visx/axis';
import type { scaleLinear } from '@visx/scale';

/**
 * One strip's value axis in the plot's left margin: its nice ticks right of the unit (turned up
 * the margin's edge, as a title), and faint grid lines across the plot at each tick. Named for
 * screen readers and tests by the telemetry and its unit.
 */
export function ValueAxis(props: {
  seriesKey: string;
  label: string;
  unit: string | null | undefined;
  ticks: readonly number[];
  y: ReturnType<typeof scaleLinear<number>>;
  width: number;
  /** The margin's width left of the plot. */
  margin: number;
  format: (v: number) => string;
}) {
  const { seriesKey, label, unit, ticks, y, width, margin, format } = props;
  const [bottom, top] = y.range() as [number, number];
  return (
    <g data-axis={seriesKey} aria-label={unit ? `${label} (${unit})` : label}>
      {ticks.map((v) => (
        <line key={v} x1={0} x2={width} y1={y(v)} y2={y(v)} className="chart-grid" />
      ))}
      <AxisLeft
        scale={y}
        tickValues={[...ticks]}
        tickFormat={(v) => format(Number(v))}
        tickLength={3}
        tickClassName="chart-tick chart-value-tick"
        axisClassName="chart-axis"
      />
      {unit && (
        <text
          className="chart-unit"
          transform={`translate(${-margin + 10}, ${(top + bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {unit}
        </text>
      )}
    </g>
  );
}
