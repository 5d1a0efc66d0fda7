import { useAtom } from 'jotai';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_WIDTH, listWidthAtom } from './vehicleListAtoms.js';

const clamp = (px: number): number =>
  Math.round(Math.min(LIST_WIDTH.max, Math.max(LIST_WIDTH.min, px)));
const KEY_STEP = 24;

/** The panel's right edge: drag it, or focus it and use the arrows. */
export function ResizeHandle() {
  const { t } = useTranslation();
  const [width, setWidth] = useAtom(listWidthAtom);
  const drag = useRef<{ x: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    drag.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (drag.current) setWidth(clamp(drag.current.width + event.clientX - drag.current.x));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    setWidth(clamp(width + step));
  };
  return (
    <div
      className="resize-handle"
      role="separator"
      aria-orientation="vertical"
      aria-label={t('list.resize')}
      aria-valuemin={LIST_WIDTH.min}
      aria-valuemax={LIST_WIDTH.max}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onKeyDown={onKeyDown}
    />
  );
}
