import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DELAYS_MS, isValidPassageRadius, VEHICLE_PASSAGE } from '@fleetdeck/shared';
import { AddressField } from './AddressField.js';
import { IntervalField } from './IntervalField.js';
import {
  activeResultsAtom,
  cancelPassageSearchAtom,
  passageFormAtom,
  passageModeAtom,
  passageSearchAtom,
  runPassageSearchAtom,
  showPassageToastAtom,
} from './passageAtoms.js';
import { canSearch, checkPassageForm, radiusKm, type PassagePlace } from './passageForm.js';

/** True once a search has been loading for the spec's 10 s. */
function useLongLoading(loading: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLong(true), DELAYS_MS.passageLongLoading);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [loading]);
  return long;
}

/**
 * The search form (spec part 2 sections 2, 4 and 5): address, radius and interval; Search
 * enabled with an address, a start and an end, and ignored while a search loads; an interval over
 * 24 hours refused in a toast with no request; Cancel clears everything.
 */
export function PassageSearchForm({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useAtom(passageFormAtom);
  const search = useAtomValue(passageSearchAtom);
  const results = useAtomValue(activeResultsAtom);
  const run = useSetAtom(runPassageSearchAtom);
  const cancel = useSetAtom(cancelPassageSearchAtom);
  const setMode = useSetAtom(passageModeAtom);
  const toast = useSetAtom(showPassageToastAtom);
  const loading = search.status === 'loading';
  const longLoading = useLongLoading(loading);
  const radiusOk = isValidPassageRadius(radiusKm(form.radius));

  // The map frames the circle around the chosen place (usePassageMap).
  const choose = (place: PassagePlace) => setForm((f) => ({ ...f, text: place.label, place }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading || !canSearch(form)) return;
    const check = checkPassageForm(form, timeZone);
    if (check.ok) void run(check.search);
    else if (check.problem === 'too_long') toast('interval_too_long');
    else if (check.problem === 'interval_invalid') toast('interval_invalid');
  };

  return (
    <form className="passage-form" onSubmit={submit} aria-busy={loading}>
      <AddressField
        text={form.text}
        place={form.place}
        onText={(text) => setForm((f) => ({ ...f, text, place: null }))}
        onPlace={choose}
      />
      <div className="passage-field">
        <label htmlFor={`${id}-radius`}>{t('vehicle_passage.radius')}</label>
        <input
          id={`${id}-radius`}
          type="number"
          inputMode="decimal"
          step={VEHICLE_PASSAGE.radiusStepKm}
          min={VEHICLE_PASSAGE.radiusMinKm}
          max={VEHICLE_PASSAGE.radiusMaxKm}
          value={form.radius}
          aria-invalid={!radiusOk}
          aria-describedby={radiusOk ? undefined : `${id}-radius-error`}
          onChange={(event) => setForm((f) => ({ ...f, radius: event.target.value }))}
        />
        {!radiusOk && (
          <p id={`${id}-radius-error`} className="error-text">
            {t('vehicle_passage.radius_invalid')}
          </p>
        )}
      </div>
      <IntervalField
        range={form.range}
        timeZone={timeZone}
        onRange={(range) => setForm((f) => ({ ...f, range }))}
      />
      <div className="passage-actions">
        <button
          type="submit"
          className="primary"
          disabled={!canSearch(form) || !radiusOk}
          aria-disabled={loading || undefined}
        >
          {t('vehicle_passage.search')}
        </button>
        <button type="button" onClick={cancel}>
          {t('vehicle_passage.cancel_search')}
        </button>
        {results && (
          <button type="button" className="link-button" onClick={() => setMode('results')}>
            {t('vehicle_passage.back_to_results')}
          </button>
        )}
      </div>
      <div role="status" className="passage-status">
        {loading && (
          <p>
            <span className="spinner" aria-hidden /> {t('vehicle_passage.searching')}
          </p>
        )}
        {loading && longLoading && <p className="muted">{t('vehicle_passage.long_loading')}</p>}
        {search.status === 'ready' && search.rows.length === 0 && (
          <p>{t('vehicle_passage.no_vehicles_found')}</p>
        )}
      </div>
    </form>
  );
}
