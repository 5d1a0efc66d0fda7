import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, Suspense } from 'react';
import { openPanelsAtom, panelCountersAtom, togglePanelAtom } from '../../app/panels.js';
import { SharedLinksPanel } from '../../app/lazyParts.js';
import { linksStateAtom, openLinkCount, reloadLinksAtom } from './sharedLinksAtoms.js';

/** Loads the links for the sidebar counter, and shows the panel while its entry is open. */
export function SharedLinksFeature() {
  const open = useAtomValue(openPanelsAtom).has('shared_links');
  const state = useAtomValue(linksStateAtom);
  const reload = useSetAtom(reloadLinksAtom);
  const setCounters = useSetAtom(panelCountersAtom);
  const toggle = useSetAtom(togglePanelAtom);

  useEffect(() => {
    void reload();
  }, [reload]);

  const count = openLinkCount(state);
  useEffect(() => {
    setCounters((counters) => {
      const { shared_links: _old, ...others } = counters;
      return count === undefined ? others : { ...others, shared_links: count };
    });
  }, [count, setCounters]);

  return open ? (
    <Suspense fallback={null}>
      <SharedLinksPanel onClose={() => toggle('shared_links')} />
    </Suspense>
  ) : null;
}
