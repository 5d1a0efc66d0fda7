import { ArrowRight, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatEur, formatMetresAsKm, LOCALE_DEFAULTS } from '@fleetdeck/shared';
import { formatDuration } from '../plannerFormat.js';
import { routeEnds, stopLabels } from './savedRouteMapping.js';
import type { StoredRoute } from './savedRoutesApi.js';

/**
 * One saved trip of the modal (part 2 §2): a radio with its title, first and last stop (16
 * characters), km, time, the stops and the estimated total cost; its delete button beside it.
 */
export function SavedRouteItem({
  route,
  group,
  checked,
  onChoose,
  onDelete,
}: {
  route: StoredRoute;
  group: string;
  checked: boolean;
  onChoose: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { first, last } = routeEnds(route);
  const stops = stopLabels(route);
  const result = route.result;
  const total = result?.monetaryCostsReport?.totalCost;
  return (
    <div className="saved-route" data-checked={checked || undefined}>
      <label className="saved-route-choice">
        <input type="radio" name={group} value={route._id} checked={checked} onChange={onChoose} />
        <span className="saved-route-body">
          <strong className="saved-route-title">{route.title}</strong>
          <span className="saved-route-ends">
            {first}
            <ArrowRight size={12} aria-label="→" />
            {last}
          </span>
          <span className="saved-route-figures">
            <span>{result ? formatMetresAsKm(result.distance) : LOCALE_DEFAULTS.missingValue}</span>
            <span>{formatDuration(result?.travelTime)}</span>
            <span>
              {t('planner.savedroutes.estimated_total')}:{' '}
              <b>
                {total === undefined
                  ? LOCALE_DEFAULTS.missingValue
                  : formatEur(total, i18n.language)}
              </b>
            </span>
          </span>
          <span className="saved-route-stops">
            {t('planner.savedroutes.stages', { count: stops.length })}: {stops.join(' → ')}
          </span>
        </span>
      </label>
      <button
        type="button"
        className="icon-button"
        aria-label={t('planner.savedroutes.delete_route', { title: route.title })}
        onClick={onDelete}
      >
        <Trash2 size={16} aria-hidden />
      </button>
    </div>
  );
}
