import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WallView } from '@fleetdeck/shared';
import { companiesAtom } from '../../app/companies.js';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { FleetMap } from '../../map/FleetMap.js';
import type { MapView } from '../../map/mapView.js';
import { tagFilterOptions } from '../tags/tagItems.js';
import { tagsStateAtom } from '../tags/tagsAtoms.js';

/** The view's filters in words ("Moving · Reefer"), or undefined when the map shows every truck. */
function useFilterWords(filters: WallView['filters']): string | undefined {
  const { t } = useTranslation();
  const companies = useAtomValue(companiesAtom)?.list;
  // The fleet's map changes in place: a tag's name is looked up again as the fleet grows.
  const trucks = useAtomValue(fleetAtom)?.trucks;
  const size = trucks?.size ?? 0;
  const known = useAtomValue(tagsStateAtom).items;
  return useMemo(() => {
    const { company, tag, status, driverActivity, alertsOnly } = filters;
    const tagName = (id: number): string =>
      tagFilterOptions(size > 0 && trucks ? trucks.values() : [], known, (x) =>
        t('list.tag_id', { id: x }),
      ).find((o) => o.value === String(id))?.label ?? t('list.tag_id', { id });
    const words = [
      company === undefined
        ? undefined
        : (companies?.find((c) => c.id === company)?.business_name ?? String(company)),
      tag === undefined ? undefined : tagName(tag),
      status === undefined ? undefined : t(`vehicle.status.${status}`),
      driverActivity === undefined ? undefined : t(`driver_activity.${driverActivity}`),
      alertsOnly ? t('wall.alerts_only') : undefined,
    ].filter((w) => w !== undefined);
    return words.length > 0 ? words.join(' · ') : undefined;
  }, [filters, companies, trucks, size, known, t]);
}

/**
 * The wall's live map for one view: its trucks (the view's filters, a mask on the live map's
 * own vehicle arrays) and its layers, with what it leaves out said on the map.
 */
export function WallMapTile({ view, scale }: { view: WallView; scale: number }) {
  const { t } = useTranslation();
  // One object per view: the map asks the mask of every truck only when the view changes.
  const { filters, layers } = view;
  const mapView = useMemo<MapView>(() => ({ filters, layers }), [filters, layers]);
  const words = useFilterWords(filters);
  return (
    <section className="wall-tile wall-map" aria-label={t('wall.tile_map')}>
      <div className="wall-map-zoom" style={{ zoom: scale }} data-scale={scale}>
        <FleetMap key={scale} pixelScale={scale} view={mapView} />
      </div>
      {words && (
        <p className="wall-map-filter" data-testid="wall-map-filter">
          {t('wall.map_filtered', { filters: words })}
        </p>
      )}
    </section>
  );
}
