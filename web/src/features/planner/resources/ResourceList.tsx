import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@fleetdeck/shared';
import { Tabs } from '../../../ui/Tabs.js';
import { resourcePageAtom } from './resourceAtoms.js';
import {
  clearResourcesAtom,
  resourceSearchAtom,
  shownKindAtom,
  type KindAnswer,
} from './resourceState.js';
import { isFreightBoard, type ResourceKind } from './resourceModel.js';
import { FreightSignIn } from './FreightSignIn.js';
import { Pager } from '../../../ui/Pager.js';
import { ResourceItem } from './ResourceItem.js';

/**
 * The results (part 2 §2 resource list): a tab per kind searched with its count, 10 a page with
 * pagination, each item with focus and select-as-waypoint; sample data said as such; close.
 */
export function ResourceList() {
  const { t } = useTranslation();
  const state = useAtomValue(resourceSearchAtom);
  const [shown, setShown] = useAtom(shownKindAtom);
  const clear = useSetAtom(clearResourcesAtom);
  if (state.status !== 'done') return null;
  const areas = state.areas.length;
  const kinds = Object.keys(state.kinds) as ResourceKind[];
  const kind = shown && kinds.includes(shown) ? shown : kinds[0];
  const answer = kind ? state.kinds[kind] : undefined;
  const tabs = kinds.map((k) => {
    const a = state.kinds[k];
    const label = t(`resources.kind.${k}`);
    return { key: k, label: a && 'total' in a ? `${label} (${a.total})` : label };
  });
  return (
    <section className="resources-results" aria-label={t('resources.results')}>
      {areas > 0 && (
        <p className="muted" data-testid="resources-areas">
          {t('resources.areas_drawn', { n: areas })}
        </p>
      )}
      {kind && (
        <Tabs label={t('resources.results')} tabs={tabs} selected={kind} onSelect={setShown}>
          {answer && <KindPage kind={kind} answer={answer} paging={state.paging === kind} />}
        </Tabs>
      )}
      <button type="button" onClick={clear}>
        {t('resources.close')}
      </button>
    </section>
  );
}

function KindPage({
  kind,
  answer,
  paging,
}: {
  kind: ResourceKind;
  answer: KindAnswer;
  paging: boolean;
}) {
  const { t } = useTranslation();
  const goTo = useSetAtom(resourcePageAtom);
  if ('error' in answer)
    return isFreightBoard(kind) && answer.status === 403 ? (
      <FreightSignIn board={kind} />
    ) : (
      <p className="error-text" role="alert">
        {t('resources.search_error', { message: answer.error })}
      </p>
    );
  if (answer.total === 0) return <p className="muted">{t('resources.none_of_kind')}</p>;
  return (
    <>
      {answer.sample && (
        <p className="resources-sample">
          {t(isFreightBoard(kind) ? 'freight.sample_data' : 'resources.sample_data')}
        </p>
      )}
      <ul className="resources-items" aria-busy={paging}>
        {answer.items.map((resource) => (
          <ResourceItem key={`${resource.type}:${String(resource.id)}`} resource={resource} />
        ))}
      </ul>
      <Pager
        page={answer.page + 1}
        items={answer.total}
        pageSize={PAGE_SIZES.resources}
        label={t('resources.pagination')}
        disabled={paging}
        onPage={(page) => void goTo(kind, page - 1)}
      />
    </>
  );
}
