import { useAtomValue } from 'jotai';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '@fleetdeck/shared';
import { abilityAtom } from '../../../permissions/abilityAtom.js';
import { ExportMenu } from './ExportMenu.js';
import { SaveRouteDialog } from './SaveRouteDialog.js';
import { routeTitleAtom, shownPlanAtom } from './savedRoutesAtoms.js';
import './savedRoutes.css';

/**
 * The result actions after reset and edit (part 2 §2): save route (with the saved-routes licence)
 * and the options dropdown; only while a route is shown.
 */
export function SavedRouteResultActions() {
  const { t } = useTranslation();
  const allowed = canUse(useAtomValue(abilityAtom), 'planner_saved_routes');
  const shown = useAtomValue(shownPlanAtom) !== null;
  const title = useAtomValue(routeTitleAtom);
  const [saving, setSaving] = useState(false);
  if (!shown) return null;
  return (
    <>
      {allowed && (
        <button type="button" onClick={() => setSaving(true)}>
          <Save size={14} aria-hidden />
          {t('planner.save_route')}
        </button>
      )}
      <ExportMenu />
      <SaveRouteDialog open={saving} initialTitle={title ?? ''} onClose={() => setSaving(false)} />
    </>
  );
}
