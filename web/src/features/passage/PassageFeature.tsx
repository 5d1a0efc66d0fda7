import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { PassagePanel } from '../../app/lazyParts.js';
import { openPanelsAtom, togglePanelAtom } from '../../app/panels.js';
import { usePassageMap } from './usePassageMap.js';

/**
 * The vehicle-passage search: its panel while the sidebar entry is open, its circle, marker and
 * track on the live map meanwhile (its error toasts go to the one stack: a search failing after
 * the panel closed still says so).
 */
export function PassageFeature() {
  const open = useAtomValue(openPanelsAtom).has('vehicles_passage');
  const toggle = useSetAtom(togglePanelAtom);
  usePassageMap(open);
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <PassagePanel onClose={() => toggle('vehicles_passage')} />
        </Suspense>
      )}
    </>
  );
}
