import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { MousePointerClick } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_DEFAULTS, POI_TYPE_IDS, type PoiTypeId } from '@fleetdeck/shared';
import { mapCommands$ } from '../../map/mapCommands.js';
import { AddressField } from '../passage/AddressField.js';
import '../passage/passage.css';
import {
  notificationOf,
  poiFormAtom,
  poiModeAtom,
  poiProblemsAtom,
  poiSavingAtom,
  poisStateAtom,
  savePoiAtom,
  selectingOnMapAtom,
  showPoiListAtom,
} from './poiAtoms.js';
import { alertsEnabled, poiTypeKey, typeColour, type PoiServerField } from './poiForm.js';
import { PoiTypeIcon } from './poiIcons.js';

/** A problem said beside a field: the form's own check, or the relay's 400 message. */
function useFieldProblem(field: PoiServerField): string | undefined {
  const { t } = useTranslation();
  const problems = useAtomValue(poiProblemsAtom);
  const mine =
    field in problems.form ? problems.form[field as keyof typeof problems.form] : undefined;
  if (mine === 'required')
    return t(field === 'place' ? 'manage_poi.errors.point_required' : 'manage_poi.errors.required');
  if (mine === 'not_a_number') return t('manage_poi.errors.not_a_number');
  return problems.server[field];
}

function Field({
  id,
  label,
  problem,
  hint,
  children,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="poi-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint}
      {problem && (
        <p id={`${id}-problem`} className="error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Props a field's control takes from its problem: invalid, and described by the message. */
const invalid = (id: string, problem: string | undefined) =>
  problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

/**
 * Create or update (spec part 2 §2, §4, §5): name, type, colour (the type's by default), note,
 * address (suggestions, typed coordinates or a point picked on the map), radius and the entry
 * and exit alerts (only with a radius above zero). Save goes back to the list.
 */
export function PoiFormView() {
  const { t } = useTranslation();
  const id = useId();
  const mode = useAtomValue(poiModeAtom);
  const [form, setForm] = useAtom(poiFormAtom);
  const saving = useAtomValue(poiSavingAtom);
  const save = useSetAtom(savePoiAtom);
  const back = useSetAtom(showPoiListAtom);
  const [selecting, setSelecting] = useAtom(selectingOnMapAtom);
  const state = useAtomValue(poisStateAtom);
  const notification = mode.mode === 'update' ? notificationOf(state, mode.id) : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const problems = {
    description: useFieldProblem('description'),
    type: useFieldProblem('type'),
    color: useFieldProblem('color'),
    note: useFieldProblem('note'),
    place: useFieldProblem('place'),
    radius: useFieldProblem('radius'),
  };
  const geofence = alertsEnabled(form.radius);
  const colour = form.color ?? typeColour(form.type);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form className="poi-form" onSubmit={submit} noValidate aria-busy={saving}>
      <h3 ref={heading} tabIndex={-1}>
        {t(mode.mode === 'update' ? 'manage_poi.update' : 'manage_poi.create')}
      </h3>
      <Field id={`${id}-name`} label={t('manage_poi.name')} problem={problems.description}>
        <input
          id={`${id}-name`}
          type="text"
          required
          value={form.description}
          onChange={(event) => setForm((f) => ({ ...f, description: event.target.value }))}
          {...invalid(`${id}-name`, problems.description)}
        />
      </Field>
      <Field id={`${id}-type`} label={t('manage_poi.type')} problem={problems.type}>
        <div className="poi-type-choice">
          <span className="poi-dot" style={{ background: colour }} aria-hidden>
            <PoiTypeIcon type={form.type} size={14} />
          </span>
          <select
            id={`${id}-type`}
            value={form.type}
            onChange={(event) =>
              setForm((f) => ({ ...f, type: Number(event.target.value) as PoiTypeId }))
            }
            {...invalid(`${id}-type`, problems.type)}
          >
            {POI_TYPE_IDS.map((type) => (
              <option key={type} value={type}>
                {t(poiTypeKey(type))}
              </option>
            ))}
          </select>
        </div>
      </Field>
      <Field id={`${id}-colour`} label={t('manage_poi.colour')} problem={problems.color}>
        <div className="poi-colour-choice">
          <input
            id={`${id}-colour`}
            type="color"
            value={colour}
            onChange={(event) => setForm((f) => ({ ...f, color: event.target.value }))}
            {...invalid(`${id}-colour`, problems.color)}
          />
          {form.color !== null && (
            <button
              type="button"
              className="link-button"
              onClick={() => setForm((f) => ({ ...f, color: null }))}
            >
              {t('manage_poi.colour_reset')}
            </button>
          )}
        </div>
      </Field>
      <Field id={`${id}-note`} label={t('manage_poi.note')} problem={problems.note}>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={form.note}
          onChange={(event) => setForm((f) => ({ ...f, note: event.target.value }))}
          {...invalid(`${id}-note`, problems.note)}
        />
      </Field>
      <div className="poi-place">
        <AddressField
          text={form.address}
          place={form.place}
          autoFocus={false}
          onText={(address) => setForm((f) => ({ ...f, address, place: null }))}
          onPlace={(place) => {
            setForm((f) => ({ ...f, address: place.label, place }));
            setSelecting(false);
            mapCommands$.next({
              type: 'fly',
              lng: place.lng,
              lat: place.lat,
              zoom: MAP_DEFAULTS.poiFocusZoom,
            });
          }}
        />
        {form.place ? (
          <p className="muted">
            {t('manage_poi.coordinates', {
              lat: form.place.lat.toFixed(6),
              lng: form.place.lng.toFixed(6),
            })}
          </p>
        ) : (
          form.address.trim() !== '' &&
          !selecting && <p className="poi-prompt">{t('manage_poi.select_on_map_prompt')}</p>
        )}
        <button
          type="button"
          className="poi-select-on-map"
          aria-pressed={selecting}
          onClick={() => setSelecting(!selecting)}
        >
          <MousePointerClick size={16} aria-hidden />
          {t('manage_poi.select_on_map')}
        </button>
        {selecting && (
          <p className="poi-prompt" role="status">
            {t('manage_poi.selecting')}
          </p>
        )}
        {problems.place && (
          <p className="error-text" role="alert">
            {problems.place}
          </p>
        )}
      </div>
      <Field
        id={`${id}-radius`}
        label={t('manage_poi.radius')}
        problem={problems.radius}
        hint={
          <p id={`${id}-radius-hint`} className="muted">
            {t('manage_poi.radius_hint')}
          </p>
        }
      >
        <input
          id={`${id}-radius`}
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
          value={form.radius}
          onChange={(event) => {
            const radius = event.target.value;
            setForm((f) => ({ ...f, radius }));
          }}
          aria-describedby={
            problems.radius ? `${id}-radius-problem ${id}-radius-hint` : `${id}-radius-hint`
          }
          aria-invalid={problems.radius ? true : undefined}
        />
      </Field>
      <fieldset className="poi-alerts" disabled={!geofence}>
        <legend>{t('manage_poi.alerts.title')}</legend>
        <label>
          <input
            type="checkbox"
            checked={geofence && form.entry}
            onChange={(event) => setForm((f) => ({ ...f, entry: event.target.checked }))}
          />
          {t('manage_poi.alerts.entry')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={geofence && form.exit}
            onChange={(event) => setForm((f) => ({ ...f, exit: event.target.checked }))}
          />
          {t('manage_poi.alerts.exit')}
        </label>
        <p className="muted">
          {notification && notification.emailAddresses.length > 0
            ? t('manage_poi.alerts.recipients_own', {
                emails: notification.emailAddresses.join(', '),
              })
            : t('manage_poi.alerts.recipients_company')}
        </p>
      </fieldset>
      <div className="poi-actions">
        <button type="submit" className="primary" aria-disabled={saving || undefined}>
          {t('common.save')}
        </button>
        <button type="button" onClick={back}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
