import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse, DELIVERY_NATIONS, FREIGHT_VEHICLE_TYPES, RATING } from '@fleetdeck/shared';
import { Dialog } from '../../../ui/Dialog.js';
import { abilityAtom } from '../../../permissions/abilityAtom.js';
import { fetchDictionary, type DictionaryEntry } from './resourceApi.js';
import { offeredKindsAtom, resourceFormAtom } from './resourceAtoms.js';
import { isFreightBoard } from './resourceModel.js';
import { NO_FILTERS, type ResourceFilters } from './resourceSearch.js';

type Dictionary = DictionaryEntry[] | 'loading' | 'error';

/** A filter dictionary from the planner service, while the modal is open. */
function useDictionary(path: 'parking/filters' | 'station/services', wanted: boolean): Dictionary {
  const [entries, setEntries] = useState<Dictionary>('loading');
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetchDictionary(path).then(
      (data) => current && setEntries(data),
      (error: unknown) => {
        console.warn(`${path} failed to load`, error);
        if (current) setEntries('error');
      },
    );
    return () => {
      current = false;
    };
  }, [path, wanted]);
  return entries;
}

/**
 * The filter modal (part 2 §2, §4, §5): station services (fuel, with fuel_partner_services),
 * parking filters, rating and security rating (applied above 0), verified only, and the freight
 * exchanges' delivery nation and vehicle type. Applied on "apply"; "reset" clears them.
 */
export function ResourceFiltersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useAtom(resourceFormAtom);
  const offered = useAtomValue(offeredKindsAtom);
  const ability = useAtomValue(abilityAtom);
  const [draft, setDraft] = useState<ResourceFilters>(form.filters);
  const services = useDictionary(
    'station/services',
    offered.includes('fuel') && canUse(ability, 'fuel_partner_services'),
  );
  const parking = useDictionary('parking/filters', offered.includes('parking'));
  const set = (change: Partial<ResourceFilters>) => setDraft({ ...draft, ...change });
  const ratings = [0, ...Array.from({ length: RATING.max }, (_, i) => i + RATING.min)];
  const rating = (key: 'rating' | 'securityRating') => (
    <label>
      {t(key === 'rating' ? 'resources.rating' : 'resources.security_rating')}
      <select value={draft[key]} onChange={(e) => set({ [key]: Number(e.target.value) })}>
        {ratings.map((r) => (
          <option key={r} value={r}>
            {r === 0 ? t('resources.any_rating') : t('resources.at_least', { n: r })}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Dialog title={t('resources.filters')} open onClose={onClose} className="resources-filters">
      <form
        className="planner-fields"
        onSubmit={(event) => {
          event.preventDefault();
          setForm({ ...form, filters: draft });
          onClose();
        }}
      >
        {offered.includes('fuel') && canUse(ability, 'fuel_partner_services') && (
          <Choices
            legend={t('resources.station_services')}
            entries={services}
            chosen={draft.stationServices}
            onChange={(stationServices) => set({ stationServices })}
          />
        )}
        {offered.includes('parking') && (
          <>
            <Choices
              legend={t('resources.parking_filters')}
              entries={parking}
              chosen={draft.parkingFilters}
              onChange={(parkingFilters) => set({ parkingFilters })}
            />
            <div className="planner-pair">
              {rating('rating')}
              {rating('securityRating')}
            </div>
            <label className="resources-check">
              <input
                type="checkbox"
                checked={draft.verified}
                onChange={(e) => set({ verified: e.target.checked })}
              />
              {t('resources.verified_only')}
            </label>
          </>
        )}
        {offered.some(isFreightBoard) && (
          <fieldset className="planner-pair resources-freight-filters">
            <legend>{t('freight.title')}</legend>
            <AnyOf
              label={t('freight.delivery_nation')}
              value={draft.deliveryNation}
              options={DELIVERY_NATIONS.map((n) => [n, t(`freight.nation.${n}`)])}
              onChange={(deliveryNation) => set({ deliveryNation })}
            />
            <AnyOf
              label={t('freight.vehicle_type')}
              value={draft.vehicleType}
              options={FREIGHT_VEHICLE_TYPES.map((v) => [v, t(`freight.vehicle.${v}`)])}
              onChange={(vehicleType) => set({ vehicleType })}
            />
          </fieldset>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={() => setDraft(NO_FILTERS)}>
            {t('resources.reset_filters')}
          </button>
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="primary">
            {t('resources.apply_filters')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function Choices({
  legend,
  entries,
  chosen,
  onChange,
}: {
  legend: string;
  entries: Dictionary;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="resources-choices">
      <legend>{legend}</legend>
      {entries === 'loading' && <p className="muted">{t('resources.loading_filters')}</p>}
      {entries === 'error' && <p className="error-text">{t('resources.filters_error')}</p>}
      {Array.isArray(entries) &&
        entries.map((entry) => (
          <label key={entry.id}>
            <input
              type="checkbox"
              checked={chosen.includes(entry.id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...chosen, entry.id] : chosen.filter((c) => c !== entry.id),
                )
              }
            />
            {t(entry.label)}
          </label>
        ))}
    </fieldset>
  );
}

/** A choice among options, or "any" (the empty value). */
function AnyOf({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('resources.any')}</option>
        {options.map(([id, text]) => (
          <option key={id} value={id}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
