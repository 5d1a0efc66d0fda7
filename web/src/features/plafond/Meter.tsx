/** A labelled progress bar for a percentage of an allowance used. */
export function Meter({ label, percent }: { label: string; percent: number }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      className="plafond-meter"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <span style={{ width: `${value}%` }} data-high={value >= 90 || undefined} />
    </div>
  );
}
