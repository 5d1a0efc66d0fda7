import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { canUse } from '@fleetdeck/shared';
import { openPanelsAtom, panelCountersAtom, togglePanelAtom } from '../../app/panels.js';
import { liveConnection } from '../../data/fleetAtoms.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import {
  geofenceEventAtom,
  loadGeofenceEventsAtom,
  poisStateAtom,
  reloadPoisAtom,
  showPoiListAtom,
} from './poiAtoms.js';

const PoiPanel = lazy(() => import('./PoiPanel.js').then((m) => ({ default: m.PoiPanel })));

/**
 * Points of interest, for a user the poi permission allows: the company's POIs loaded for the map
 * and the sidebar counter, the live geofence crossings (grouped per POI in the toast stack, and the panel's list), the
 * POI manager panel while its sidebar entry is open.
 */
export function PoiFeature() {
  const allowed = canUse(useAtomValue(abilityAtom), 'poi');
  return allowed ? <PoiFeatureOn /> : null;
}

function PoiFeatureOn() {
  const open = useAtomValue(openPanelsAtom).has('manage_poi');
  const toggle = useSetAtom(togglePanelAtom);
  const reload = useSetAtom(reloadPoisAtom);
  const state = useAtomValue(poisStateAtom);
  const setCounters = useSetAtom(panelCountersAtom);
  const showList = useSetAtom(showPoiListAtom);
  const onEvent = useSetAtom(geofenceEventAtom);
  const loadEvents = useSetAtom(loadGeofenceEventsAtom);

  useEffect(() => {
    void reload();
  }, [reload]);

  // The counter on the sidebar's entry: the company's POIs.
  const count = state.status === 'ready' ? state.pois.length : undefined;
  useEffect(() => {
    setCounters((counters) => {
      const { manage_poi: _old, ...others } = counters;
      return count === undefined ? others : { ...others, manage_poi: count };
    });
  }, [count, setCounters]);

  // Crossings: those missed while disconnected are loaded at each (re)connection, then pushed.
  useEffect(() => {
    const subscription = liveConnection.message$.subscribe((message) => {
      if (message.type === 'connection' && message.connected) void loadEvents();
      else if (message.type === 'geofence') onEvent(message.event);
    });
    void loadEvents();
    return () => subscription.unsubscribe();
  }, [loadEvents, onEvent]);

  // Closing the panel (its button, Esc, the sidebar) leaves the form: it is cleared (spec §4).
  useEffect(() => {
    if (!open) showList();
  }, [open, showList]);
  const close = useCallback(() => toggle('manage_poi'), [toggle]);

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <PoiPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
