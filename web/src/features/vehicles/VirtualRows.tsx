import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { TruckId } from '@fleetdeck/shared';

interface VirtualRowsProps {
  ids: readonly TruckId[];
  rowHeight: number;
  label: string;
  /** The selected row, moved by the arrows and by clicks. */
  activeId: TruckId | undefined;
  onActivate: (id: TruckId) => void;
  /** Enter on the active row. */
  onEnter?: (id: TruckId) => void;
  /** True while the pointer is over the rows: the list keeps them in place. */
  onFrozenChange?: (frozen: boolean) => void;
  /** A sticky header row (table view). */
  header?: ReactNode;
  className?: string;
  style?: CSSProperties | undefined;
  renderRow: (id: TruckId) => ReactNode;
}

const PAGE = 10;

/**
 * A keyboard-driven grid that mounts only the rows in view (50,000 rows scroll like 50). The grid
 * keeps the focus and points at the active row with aria-activedescendant.
 */
export function VirtualRows(props: VirtualRowsProps) {
  const { ids, rowHeight, activeId, onActivate, onEnter, onFrozenChange } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const prefix = useId();
  // The app is not built with the React Compiler, and the virtualizer re-renders this component
  // itself on scroll, so its unmemoisable functions cannot go stale here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // Rows beyond the view that stay mounted: each one draws again when its truck moves.
    overscan: 4,
    getItemKey: (index) => ids[index] ?? index,
  });
  const activeIndex = activeId === undefined ? -1 : ids.indexOf(activeId);

  // Scroll only when the active row changes, not when live updates move it.
  const scrolledFor = useRef<TruckId | undefined>(undefined);
  useEffect(() => {
    if (scrolledFor.current === activeId) return;
    scrolledFor.current = activeId;
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeId, activeIndex, virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.target !== event.currentTarget || ids.length === 0) return;
    const last = ids.length - 1;
    const steps: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + PAGE,
      PageUp: activeIndex - PAGE,
      Home: 0,
      End: last,
    };
    const target = steps[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const id = ids[Math.min(last, Math.max(0, target))];
      if (id !== undefined) onActivate(id);
    } else if (event.key === 'Enter' && activeId !== undefined && activeIndex >= 0) {
      event.preventDefault();
      onEnter?.(activeId);
    }
  };

  const rowDomId = (id: TruckId): string => `${prefix}-row-${id}`;
  return (
    <div
      ref={scroller}
      className={`virtual-rows ${props.className ?? ''}`}
      style={props.style}
      role="grid"
      aria-label={props.label}
      aria-rowcount={ids.length}
      aria-activedescendant={activeIndex >= 0 ? rowDomId(activeId as TruckId) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={() => onFrozenChange?.(true)}
      onPointerLeave={() => onFrozenChange?.(false)}
    >
      {props.header}
      <div
        className="virtual-rows-body"
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const id = ids[item.index];
          if (id === undefined) return null;
          return (
            <div
              key={item.key}
              id={rowDomId(id)}
              role="row"
              aria-rowindex={item.index + 1}
              aria-selected={id === activeId}
              data-truck-id={id}
              className="virtual-row"
              style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
              onClick={() => onActivate(id)}
            >
              {props.renderRow(id)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
