import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { KeyRound, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  offeredKindsAtom,
  resourceFormAtom,
  resourceOriginsAtom,
  searchResourcesAtom,
} from './resourceAtoms.js';
import { isFreightBoard, type ResourceKind } from './resourceModel.js';
import { chosenOrigin } from './resourceOrigins.js';
import { activeFilterCount, searchBlocker } from './resourceSearch.js';
import { FreightAccessDialog } from './FreightAccessDialog.js';
import { MinutesRows } from '../MinutesRows.js';
import { ResourceFiltersDialog } from './ResourceFiltersDialog.js';
import { originLabel } from './searchSummary.js';

/**
 * What to search (the kinds this user may), around which point (a stage with a place or the
 * vehicle), by radius in km (default 10) or within reachable minutes; the filters in a modal.
 * The search button stays disabled, with the reason under it, until the form can be sent.
 */
export function ResourceSearchFields({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useAtom(resourceFormAtom);
  const offered = useAtomValue(offeredKindsAtom);
  const origins = useAtomValue(resourceOriginsAtom);
  const search = useSetAtom(searchResourcesAtom);
  const [dialog, setDialog] = useState<'filters' | 'freight' | null>(null);
  const origin = chosenOrigin(origins, form.origin);
  const blocker = searchBlocker(form, origin !== null);
  const filters = activeFilterCount(form.filters);
  const toggle = (kind: ResourceKind, on: boolean) =>
    setForm({
      ...form,
      kinds: on ? [...form.kinds, kind] : form.kinds.filter((k) => k !== kind),
    });
  return (
    <>
      <fieldset className="resources-kinds">
        <legend>{t('resources.what')}</legend>
        {offered.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={form.kinds.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            {t(`resources.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <label className="resources-origin">
        {t('resources.origin')}
        <select
          value={origin?.id ?? ''}
          disabled={origins.length === 0}
          onChange={(event) => setForm({ ...form, origin: event.target.value })}
        >
          {origins.length === 0 && <option value="">{t('resources.no_origin')}</option>}
          {origins.map((o) => (
            <option key={o.id} value={o.id}>
              {originLabel(t, o)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="planner-calc-type">
        <legend>{t('resources.search_by')}</legend>
        {(['km', 'min'] as const).map((unit) => (
          <label key={unit}>
            <input
              type="radio"
              name={id}
              checked={form.unit === unit}
              onChange={() => setForm({ ...form, unit })}
            />
            {t(unit === 'km' ? 'resources.by_radius' : 'resources.reachable_areas')}
          </label>
        ))}
      </fieldset>
      {form.unit === 'km' ? (
        <label className="resources-radius">
          {t('resources.radius_km')}
          <input
            type="number"
            min={1}
            step={1}
            value={form.radiusKm ?? ''}
            onChange={(event) =>
              setForm({
                ...form,
                radiusKm: event.target.value.trim() === '' ? null : Number(event.target.value),
              })
            }
          />
        </label>
      ) : (
        <MinutesRows minutes={form.minutes} onChange={(minutes) => setForm({ ...form, minutes })} />
      )}
      <div className="planner-row">
        <button type="button" onClick={() => setDialog('filters')}>
          <SlidersHorizontal size={14} aria-hidden />
          {filters > 0 ? t('resources.filters_n', { count: filters }) : t('resources.filters')}
        </button>
        {offered.some(isFreightBoard) && (
          <button type="button" onClick={() => setDialog('freight')}>
            <KeyRound size={14} aria-hidden />
            {t('freight.access')}
          </button>
        )}
      </div>
      <button
        type="button"
        className="primary"
        disabled={blocker !== null}
        onClick={() => {
          onSearch();
          void search();
        }}
      >
        {t('resources.search')}
      </button>
      {blocker && <p className="muted">{t(blocker)}</p>}
      {dialog === 'filters' && <ResourceFiltersDialog onClose={() => setDialog(null)} />}
      {dialog === 'freight' && (
        <FreightAccessDialog onClose={() => setDialog(null)} onSearch={onSearch} />
      )}
    </>
  );
}
