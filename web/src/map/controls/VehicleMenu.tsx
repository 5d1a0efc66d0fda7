import { useAtomValue, useSetAtom } from 'jotai';
import { Info, LocateFixed, LocateOff, Navigation, Route } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TruckId } from '@fleetdeck/shared';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { usePlanFromVehicle } from '../../features/planner/usePlanFromVehicle.js';
import { focusedTruckIdAtom, selectedTruckIdAtom, toggleFocusAtom } from '../selectionAtoms.js';

export interface VehicleMenuAt {
  id: TruckId;
  /** Where it opens, in pixels within the map. */
  x: number;
  y: number;
}

/**
 * A vehicle marker's menu (right-click, or a long press on a touch screen): its details, its
 * route in the analyser, follow it. A menu as the platform's: the first entry focused, arrows
 * move, Enter runs, Escape or a click elsewhere closes.
 */
export function VehicleMenu({ at, onClose }: { at: VehicleMenuAt; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const select = useSetAtom(selectedTruckIdAtom);
  const toggleFocus = useSetAtom(toggleFocusAtom);
  const focused = useAtomValue(focusedTruckIdAtom) === at.id;
  const plate = useAtomValue(fleetAtom)?.trucks.get(at.id)?.plate ?? String(at.id);
  const menu = useRef<HTMLDivElement>(null);
  const planRoute = usePlanFromVehicle(at.id);

  // Kept inside the map near its edges.
  useLayoutEffect(() => {
    const box = menu.current;
    const parent = box?.offsetParent as HTMLElement | null;
    if (!box || !parent) return;
    box.style.left = `${Math.max(0, Math.min(at.x, parent.clientWidth - box.offsetWidth - 4))}px`;
    box.style.top = `${Math.max(0, Math.min(at.y, parent.clientHeight - box.offsetHeight - 4))}px`;
  }, [at]);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [at, onClose]);

  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      items[(i + move + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items.at(event.key === 'Home' ? 0 : -1)?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
  };
  const item = (label: string, icon: ReactNode, action: () => void) => (
    <button type="button" role="menuitem" tabIndex={-1} onClick={run(action)}>
      {icon}
      {label}
    </button>
  );
  return (
    <div
      ref={menu}
      className="vehicle-menu"
      role="menu"
      aria-label={t('map.vehicle_menu', { plate })}
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      <div className="vehicle-menu-title" aria-hidden>
        {plate}
      </div>
      {item(t('details.title'), <Info size={16} aria-hidden />, () => select(at.id))}
      {item(t('analyser.open'), <Route size={16} aria-hidden />, () => {
        void navigate(`/analyser/${at.id}`);
      })}
      {planRoute &&
        item(t('planner.plan_from_vehicle'), <Navigation size={16} aria-hidden />, planRoute)}
      {item(
        t(focused ? 'list.unfocus' : 'map.focus_vehicle'),
        focused ? <LocateOff size={16} aria-hidden /> : <LocateFixed size={16} aria-hidden />,
        () => toggleFocus(at.id),
      )}
    </div>
  );
}
