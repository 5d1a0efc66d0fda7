import { useAtomValue } from 'jotai';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '@fleetdeck/shared';
import { abilityAtom } from '../../../permissions/abilityAtom.js';
import { SavedRoutesDialog } from './SavedRoutesDialog.js';
import './savedRoutes.css';

/** Step 1's saved-routes button and its modal, with the saved-routes licence only. */
export function SavedRoutesButton() {
  const { t } = useTranslation();
  const allowed = canUse(useAtomValue(abilityAtom), 'planner_saved_routes');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <button type="button" className="saved-routes-open" onClick={() => setOpen(true)}>
        <FolderOpen size={14} aria-hidden />
        {t('planner.savedroutes.title')}
      </button>
      <SavedRoutesDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
