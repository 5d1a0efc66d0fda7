import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many rows a list tile holds, with room left for "and N more": the grid gives the tile its
 * box (a share of the screen), the rows fill it; measured again whenever the box changes.
 */
export function useRowsThatFit(tile: RefObject<HTMLElement | null>, initial: number): number {
  const [rows, setRows] = useState(initial);
  useLayoutEffect(() => {
    const box = tile.current;
    if (!box) return;
    const measure = () => {
      const font = parseFloat(getComputedStyle(box).fontSize);
      const row = box.querySelector('li')?.getBoundingClientRect().height || font * 1.6;
      const top = (box.querySelector('h2') ?? box).getBoundingClientRect().bottom;
      // Besides the rows: the title's margin, the "and N more" line and the tile's padding.
      const free = box.getBoundingClientRect().bottom - top - font * 2.7;
      setRows(Math.max(1, Math.floor(free / row)));
    };
    // The observer reports the box once at the start, then on every change.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [tile]);
  return rows;
}
