import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PassagePanel } from '../../app/lazyParts.js';
import { openPanelsAtom, togglePanelAtom } from '../../app/panels.js';
import { Toast } from '../../ui/Toast.js';
import { passageToastAtom } from './passageAtoms.js';
import { usePassageMap } from './usePassageMap.js';

/**
 * The vehicle-passage search: its panel while the sidebar entry is open, its circle, marker and
 * track on the live map meanwhile, and its error toasts (a search failing after the panel closed
 * still says so).
 */
export function PassageFeature() {
  const { t } = useTranslation();
  const open = useAtomValue(openPanelsAtom).has('vehicles_passage');
  const toggle = useSetAtom(togglePanelAtom);
  const toast = useAtomValue(passageToastAtom);
  const setToast = useSetAtom(passageToastAtom);
  const closeToast = useCallback(() => setToast(null), [setToast]);
  usePassageMap(open);
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <PassagePanel onClose={() => toggle('vehicles_passage')} />
        </Suspense>
      )}
      {toast && (
        <Toast id={toast.n} message={t(`vehicle_passage.${toast.key}`)} onClose={closeToast} />
      )}
    </>
  );
}
