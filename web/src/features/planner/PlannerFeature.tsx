import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canUse } from '@fleetdeck/shared';
import { openPanelAtom, openPanelsAtom, togglePanelAtom } from '../../app/panels.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';

const PlannerPanel = lazy(() =>
  import('./PlannerPanel.js').then((m) => ({ default: m.PlannerPanel })),
);

/** The planner's route (part 2 §2: "/planner/", name planner.index). */
export const PLANNER_PATH = '/planner/';

/**
 * The route planner, for a user the planner licence allows: its panel while the sidebar entry is
 * open. The `/planner/` route opens it; closing it there goes back to the map's route.
 */
export function PlannerFeature() {
  const allowed = canUse(useAtomValue(abilityAtom), 'planner');
  return allowed ? <PlannerFeatureOn /> : null;
}

function PlannerFeatureOn() {
  const open = useAtomValue(openPanelsAtom).has('planner');
  const openPanel = useSetAtom(openPanelAtom);
  const toggle = useSetAtom(togglePanelAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onPlannerRoute = pathname.startsWith('/planner');
  useEffect(() => {
    if (onPlannerRoute) openPanel('planner');
  }, [onPlannerRoute, openPanel]);
  const close = useCallback(() => {
    toggle('planner');
    if (onPlannerRoute) void navigate('/', { replace: true });
  }, [toggle, onPlannerRoute, navigate]);
  return open ? (
    <Suspense fallback={null}>
      <PlannerPanel onClose={close} />
    </Suspense>
  ) : null;
}
