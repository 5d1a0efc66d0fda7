import { useTranslation } from 'react-i18next';
import type { VehicleListView } from '../../data/vehicleListStream.js';

/**
 * Loading, error and empty states in words; null when there are rows to show. `emptyKey` names
 * what "nothing matched" means for this list.
 */
export function ListState({
  view,
  emptyKey,
}: {
  view: VehicleListView | undefined;
  emptyKey: string;
}) {
  const { t } = useTranslation();
  if (!view?.loaded) {
    return view?.connection === 'offline' ? (
      <p className="list-state" role="alert">
        {t('errors.network')}
      </p>
    ) : (
      <p className="list-state" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (view.counters.total === 0) return <p className="list-state">{t('list.empty')}</p>;
  if (view.ids.length === 0) return <p className="list-state">{t(emptyKey)}</p>;
  return null;
}
