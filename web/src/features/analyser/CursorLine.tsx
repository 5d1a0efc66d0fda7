/**
 * A vertical cursor line over a plot (the chart's, the timeline's), as an element of its own on
 * its own compositing layer: moving it (ten times a second in a replay) lays out and paints
 * nothing else, where a line inside the plot's SVG made the whole SVG drawn again.
 */
export function CursorLine(props: {
  /** From the plot box's left and top, in CSS pixels. */
  left: number;
  top: number;
  height: number;
  className: string;
  testId?: string;
}) {
  const { left, top, height, className, testId } = props;
  return (
    <div
      className={`cursor-line ${className}`}
      data-testid={testId}
      aria-hidden
      style={{ height, transform: `translate(${left - 1}px, ${top}px)` }}
    />
  );
}
