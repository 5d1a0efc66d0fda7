import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { openPanelsAtom, panelCountersAtom, togglePanelAtom } from '../../app/panels.js';
import { loadTagsAtom, tagsStateAtom } from './tagsAtoms.js';
import './tags.css';

// Its own chunk, fetched when the panel first opens (as app/lazyParts.ts does for the others).
const TagsPanel = lazy(() => import('./TagsPanel.js').then((m) => ({ default: m.TagsPanel })));

/**
 * Company tags: loads them for the sidebar counter (the number of tags), the vehicle details and
 * the list selection; shows the panel while its entry is open (its toasts go to the one stack).
 */
export function TagsFeature() {
  const open = useAtomValue(openPanelsAtom).has('tags');
  const toggle = useSetAtom(togglePanelAtom);
  const state = useAtomValue(tagsStateAtom);
  const load = useSetAtom(loadTagsAtom);
  const setCounters = useSetAtom(panelCountersAtom);

  useEffect(() => {
    void load();
  }, [load]);
  const count = state.status === 'ready' || state.items.length > 0 ? state.items.length : undefined;
  useEffect(() => {
    setCounters((counters) => {
      const { tags: _old, ...others } = counters;
      return count === undefined ? others : { ...others, tags: count };
    });
  }, [count, setCounters]);

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <TagsPanel onClose={() => toggle('tags')} />
        </Suspense>
      )}
    </>
  );
}
