import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openPanelsAtom, panelCountersAtom, togglePanelAtom } from '../../app/panels.js';
import { Toast } from '../../ui/Toast.js';
import { loadTagsAtom, tagsStateAtom, tagToastAtom } from './tagsAtoms.js';
import './tags.css';

// Its own chunk, fetched when the panel first opens (as app/lazyParts.ts does for the others).
const TagsPanel = lazy(() => import('./TagsPanel.js').then((m) => ({ default: m.TagsPanel })));

/**
 * Company tags: loads them for the sidebar counter (the number of tags), the vehicle details and
 * the list selection; shows the panel while its entry is open, and the tag toasts.
 */
export function TagsFeature() {
  const { t } = useTranslation();
  const open = useAtomValue(openPanelsAtom).has('tags');
  const toggle = useSetAtom(togglePanelAtom);
  const state = useAtomValue(tagsStateAtom);
  const load = useSetAtom(loadTagsAtom);
  const setCounters = useSetAtom(panelCountersAtom);
  const toast = useAtomValue(tagToastAtom);
  const setToast = useSetAtom(tagToastAtom);
  const closeToast = useCallback(() => setToast(null), [setToast]);

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
      {toast && (
        <Toast
          id={toast.n}
          kind={toast.kind}
          message={t(toast.key, { count: toast.count ?? 0 })}
          onClose={closeToast}
        />
      )}
    </>
  );
}
