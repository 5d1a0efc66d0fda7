import { useAtomValue, useSetAtom } from 'jotai';
import { AlertTriangle, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { canSearchReachableAreas, routeCalculationBlocker } from '@fleetdeck/shared';
import { SidePanel } from '../../ui/SidePanel.js';
import { calculateAtom, plannerFormAtom, planStateAtom, step2ProblemAtom } from './plannerAtoms.js';
import { PlafondStep } from './plafond/PlafondStep.js';
import { plafondAllowedAtom } from './plafond/plafondAtoms.js';
import { areaReference } from './plannerForm.js';
import { PlannerVehicleHeader } from './PlannerVehicleHeader.js';
import { ProfileFields } from './ProfileFields.js';
import { ResultView } from './ResultView.js';
import { offeredKindsAtom } from './resources/resourceAtoms.js';
import { ResourcesStep } from './resources/ResourcesStep.js';
import { RouteInfoFields } from './RouteInfoFields.js';
import { WaypointsStep } from './WaypointsStep.js';
import './planner.css';

/**
 * The route planner (part 2 §2): an accordion of the route info, the vehicle profile and the
 * waypoints, the calculate button, then the result panel in place of the form (edit goes back
 * to it). Opened from a vehicle, a header names it. Esc closes it.
 */
export function PlannerPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const plan = useAtomValue(planStateAtom);
  const showsResult = plan.status === 'route' || plan.status === 'areas';
  return (
    <SidePanel className="planner-panel" title={t('planner.title')} onClose={onClose}>
      <PlannerVehicleHeader />
      {showsResult ? <ResultView /> : <PlannerFormView />}
    </SidePanel>
  );
}

function PlannerFormView() {
  const { t } = useTranslation();
  const problem = useAtomValue(step2ProblemAtom);
  const plafond = useAtomValue(plafondAllowedAtom);
  const resourcesOffered = useAtomValue(offeredKindsAtom).length > 0;
  const [expanded, setExpanded] = useState<Set<Key>>(new Set(['step2']));
  // A refused calculation opens step 2, where the problem is.
  const shown = problem ? new Set([...expanded, 'step2']) : expanded;
  return (
    <div className="planner-form">
      <DisclosureGroup
        className="planner-steps"
        allowsMultipleExpanded
        expandedKeys={shown}
        onExpandedChange={setExpanded}
      >
        <Step id="step1" title={t('planner.step1')}>
          <RouteInfoFields />
        </Step>
        <Step id="profile" title={t('planner.vehicle_profile')}>
          <ProfileFields />
        </Step>
        {plafond && (
          <Step id="plafond" title={t('planner.plafond.title')}>
            <PlafondStep />
          </Step>
        )}
        {resourcesOffered && (
          <Step id="resources" title={t('resources.title')}>
            <ResourcesStep />
          </Step>
        )}
        <Step id="step2" title={t('planner.step2')} flash={problem ? problem.count : 0}>
          <WaypointsStep />
        </Step>
      </DisclosureGroup>
      <CalculateBar />
    </div>
  );
}

function Step({
  id,
  title,
  flash = 0,
  children,
}: {
  id: string;
  title: string;
  flash?: number;
  children: React.ReactNode;
}) {
  // Each refusal restarts the flash; the fields (and the focus of one being typed in) stay.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const step = ref.current;
    if (!step || flash === 0) return;
    step.removeAttribute('data-flashing');
    void step.offsetWidth;
    step.setAttribute('data-flashing', '');
  }, [flash]);
  return (
    <Disclosure ref={ref} id={id} className="planner-step" data-flash={flash > 0 || undefined}>
      <Heading level={3}>
        <Button slot="trigger" className="planner-step-trigger">
          <ChevronRight size={16} aria-hidden className="planner-chevron" />
          {title}
        </Button>
      </Heading>
      <DisclosurePanel className="planner-step-panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}

/**
 * Calculate: "complete step 2" while fewer than two waypoints are valid (a press then flashes
 * step 2 with the reason); busy while calculating; a refusal below it in a danger alert.
 */
function CalculateBar() {
  const { t, i18n } = useTranslation();
  const form = useAtomValue(plannerFormAtom);
  const plan = useAtomValue(planStateAtom);
  const problem = useAtomValue(step2ProblemAtom);
  const calculate = useSetAtom(calculateAtom);
  const loading = plan.status === 'loading';
  const route = form.calcType === 'route';
  const blocker = route ? routeCalculationBlocker(form.waypoints) : null;
  const reference = areaReference(form);
  const areasReady =
    route ||
    canSearchReachableAreas(form.horizons, reference ? { x: reference.x, y: reference.y } : null);
  const label = loading
    ? t('planner.calculating')
    : blocker === 'planner.waypoints_required'
      ? t('planner.complete_step_2')
      : route
        ? t('planner.calculate')
        : t('planner.calculate_areas');
  return (
    <div className="planner-calculate">
      {problem && (
        <p className="error-text" role="alert">
          {t(problem.key)}
        </p>
      )}
      <button
        type="button"
        className="primary"
        disabled={loading || !areasReady}
        aria-busy={loading}
        onClick={() => void calculate(i18n.language)}
      >
        {label}
      </button>
      {loading && <progress className="planner-progress" aria-label={t('planner.calculating')} />}
      {plan.status === 'error' && (
        <div className="planner-alert" role="alert" data-kind="danger">
          <AlertTriangle size={16} aria-hidden />
          <div>
            <strong>{t('planner.route_error')}</strong>
            <p>{plan.message}</p>
          </div>
        </div>
      )}
    </div>
  );
}
