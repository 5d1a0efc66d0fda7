import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Truck } from '@fleetdeck/shared';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import { truckTags } from './tagItems.js';
import { loadTagsAtom, setTruckTagsAtom, tagsStateAtom } from './tagsAtoms.js';
import { TagPicker } from './TagPicker.js';

/**
 * A truck's tags in its details: chips with a remove button, and a combobox adding one of the
 * company's tags (for those who may manage tags). A change shows at once and stays while the
 * relay saves it; the live stream then brings the truck's tags.
 */
export function TruckTagsEditor({ truck }: { truck: Pick<Truck, 'id' | 'tags'> }) {
  const { t } = useTranslation();
  const { items: known, status } = useAtomValue(tagsStateAtom);
  const load = useSetAtom(loadTagsAtom);
  // The desktop loads the tags for its sidebar; the mobile details page asks here.
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  const canManage = useAtomValue(abilityAtom).can('manage', 'Tag');
  const save = useSetAtom(setTruckTagsAtom);
  const carried = truckTags(truck, known);
  const carriedKey = carried.map((tag) => tag.id).join(',');
  // What was asked for, until the stream changes the truck's tags (or the call fails).
  const [pending, setPending] = useState<{ base: string; ids: number[] } | null>(null);
  const ids = pending?.base === carriedKey ? pending.ids : carried.map((tag) => tag.id);
  const nameOf = new Map([...known, ...carried].map((tag) => [tag.id, tag.name]));
  const change = (next: number[]) => {
    setPending({ base: carriedKey, ids: next });
    void save(truck.id, next).then((ok) => {
      if (!ok) setPending(null);
    });
  };
  const busy = pending?.base === carriedKey;
  return (
    <section className="truck-tags-editor" aria-label={t('tags.title')} aria-busy={busy}>
      <h3 className="visually-hidden">{t('tags.title')}</h3>
      <ul className="truck-tags" aria-label={t('tags.title')}>
        {ids.map((id) => {
          const name = nameOf.get(id) ?? `#${id}`;
          return (
            <li key={id} className="tag-chip">
              {name}
              {canManage && (
                <button
                  type="button"
                  aria-label={`${t('tags.remove')} ${name}`}
                  title={t('tags.remove')}
                  onClick={() => change(ids.filter((other) => other !== id))}
                >
                  <X size={12} aria-hidden />
                </button>
              )}
            </li>
          );
        })}
        {ids.length === 0 && <li className="muted">{t('tags.none_on_vehicle')}</li>}
        {canManage && (
          <li>
            <TagPicker
              label={t('tags.add')}
              options={known.filter((tag) => !ids.includes(tag.id))}
              onPick={(id) => change([...ids, id])}
            />
          </li>
        )}
      </ul>
    </section>
  );
}
