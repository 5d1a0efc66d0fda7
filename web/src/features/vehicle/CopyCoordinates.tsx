import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's copied indicator shows this long (part 1 §9). */
export const COPIED_INDICATOR_MS = 2000;

/** Coordinates as text with a copy action; the copied message shows for 2000 ms. */
export function CopyCoordinates({ lat, lng }: { lat: number; lng: number }) {
  const { t } = useTranslation();
  const [copiedAt, setCopiedAt] = useState<number | undefined>(undefined);
  const text = `${lat.toFixed(6)}, ${lng.toFixed(6)}`;

  useEffect(() => {
    if (copiedAt === undefined) return;
    const timer = setTimeout(() => setCopiedAt(undefined), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = (): void => {
    navigator.clipboard.writeText(text).then(
      () => setCopiedAt(Date.now()),
      (error: unknown) => console.warn('copying the coordinates failed', error),
    );
  };

  return (
    <div className="vehicle-coordinates">
      <span className="figure" data-testid="vehicle-coordinates">
        {text}
      </span>
      <button
        type="button"
        className="icon-button"
        onClick={copy}
        aria-label={t('vehicle.copy_coordinates')}
        title={t('vehicle.copy_coordinates')}
      >
        <Copy size={14} aria-hidden />
      </button>
      <span role="status" className="copied" data-testid="copied-indicator">
        {copiedAt !== undefined ? t('copied_coordinates') : ''}
      </span>
    </div>
  );
}
