import { useAtomValue, useSetAtom } from 'jotai';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearResourcesAtom, resourceSearchAtom } from './resourceState.js';
import { ResourceList } from './ResourceList.js';
import { ResourceSearchFields } from './ResourceSearchFields.js';
import { searchSummary } from './searchSummary.js';
import './resources.css';

/**
 * The resource search step (part 2 §2): the form, collapsed to one line once results exist
 * (editing opens it again over the results); loading with a cancel that aborts; "empty search"
 * with a retry link that aborts and shows the form; then the list.
 */
export function ResourcesStep() {
  const { t } = useTranslation();
  const state = useAtomValue(resourceSearchAtom);
  const clear = useSetAtom(clearResourcesAtom);
  const [editing, setEditing] = useState(false);
  const done = state.status === 'done' ? state : null;
  const empty =
    done !== null &&
    done.areas.length === 0 &&
    Object.values(done.kinds).every((answer) => 'total' in answer && answer.total === 0);
  return (
    <div className="planner-fields resources-step">
      {done && !editing ? (
        <div className="resources-summary">
          <span>{searchSummary(t, done.form, done.origin)}</span>
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            <Pencil size={12} aria-hidden />
            {t('resources.edit_search')}
          </button>
        </div>
      ) : (
        <ResourceSearchFields onSearch={() => setEditing(false)} />
      )}
      {state.status === 'loading' && (
        <div className="resources-loading" role="status">
          <progress aria-label={t('resources.searching')} />
          <span>{t('resources.searching')}</span>
          <button type="button" onClick={clear}>
            {t('resources.cancel_search')}
          </button>
        </div>
      )}
      {empty && (
        <p className="resources-empty" role="status">
          {t('resources.empty_search')}{' '}
          <button type="button" className="link-button" onClick={clear}>
            {t('resources.retry')}
          </button>
        </p>
      )}
      {done && !empty && <ResourceList />}
    </div>
  );
}
