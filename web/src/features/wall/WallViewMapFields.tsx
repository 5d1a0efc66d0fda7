import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canUse,
  WALL_LAYERS,
  type WallFilters,
  type WallLayer,
  type WallView,
} from '@fleetdeck/shared';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import { tagFilterOptions } from '../tags/tagItems.js';
import { VehicleFilterSelects } from '../vehicles/FilterSelect.js';
import { tagsStateAtom } from '../tags/tagsAtoms.js';

/** The map's options of one wall view: which trucks it draws (the list's filters) and its layers. */
export function WallViewMapFields({
  view,
  onChange,
}: {
  view: WallView;
  onChange: (view: Partial<WallView>) => void;
}) {
  const { t } = useTranslation();
  // The fleet's map changes in place: the tags follow its size and the company's list, not ticks.
  const trucks = useAtomValue(fleetAtom)?.trucks;
  const size = trucks?.size ?? 0;
  const known = useAtomValue(tagsStateAtom).items;
  const tags = useMemo(
    () =>
      size === 0
        ? []
        : tagFilterOptions(trucks?.values() ?? [], known, (id) => t('list.tag_id', { id })),
    [trucks, size, known, t],
  );
  // Traffic and POIs only where the company's licence has them (as on the live map).
  const ability = useAtomValue(abilityAtom);
  const offered = (layer: WallLayer): boolean =>
    layer === 'traffic'
      ? canUse(ability, 'info_layers')
      : layer === 'pois'
        ? canUse(ability, 'poi')
        : true;
  const { filters, layers } = view;
  const bound = { filters, onChange: (next: WallFilters) => onChange({ filters: next }) };
  return (
    <>
      <div role="group" aria-label={t('wall.map_trucks')} className="wall-config-filters">
        <span>{t('wall.map_trucks')}</span>
        <VehicleFilterSelects {...bound} tags={tags} />
        <label>
          <input
            type="checkbox"
            checked={filters.alertsOnly === true}
            onChange={(e) => {
              const { alertsOnly: _, ...rest } = filters;
              bound.onChange(e.target.checked ? { ...rest, alertsOnly: true } : rest);
            }}
          />
          {t('wall.alerts_only')}
        </label>
      </div>
      <div role="group" aria-label={t('wall.layers')} className="wall-config-layers">
        <span>{t('wall.layers')}</span>
        {WALL_LAYERS.filter(offered).map((layer) => (
          <label key={layer}>
            <input
              type="checkbox"
              checked={layers[layer]}
              onChange={(e) => onChange({ layers: { ...layers, [layer]: e.target.checked } })}
            />
            {t(`wall.layer_${layer}`)}
          </label>
        ))}
      </div>
    </>
  );
}
