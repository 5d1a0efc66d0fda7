import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAFOND_PRESETS, type PlafondPreset } from '@fleetdeck/shared';
import { DateTimeField } from '../../../ui/dateFields/index.js';
import { plannerFormAtom } from '../plannerAtoms.js';
import { plafondFormAtom, plafondProblemsAtom } from './plafondAtoms.js';
import { HOUR_FIELDS, type HourField, type Problem } from './plafondForm.js';
import './plafond.css';

/**
 * The driving-time step (part 2 §3, permission `planner_plafond`): whether the driver's times are
 * considered, the working-hours preset, when the driver last worked and the hours driven and on
 * duty so far. Filled from the driver's plafond when the planner opens from a vehicle.
 */
export function PlafondStep() {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useAtom(plannerFormAtom);
  const [plafond, setPlafond] = useAtom(plafondFormAtom);
  const problems = useAtomValue(plafondProblemsAtom);
  const included = form.routeInfo.includePlafond;
  const message = (problem: Problem | undefined) =>
    problem ? t(problem.key, problem.values ?? {}) : null;
  return (
    <div className="planner-fields plafond-step">
      <label className="plafond-toggle">
        <input
          type="checkbox"
          checked={included}
          onChange={(event) =>
            setForm({
              ...form,
              routeInfo: { ...form.routeInfo, includePlafond: event.target.checked },
            })
          }
        />
        {t('planner.include_plafond')}
      </label>
      {included && (
        <>
          {plafond.from && (
            <p className="muted" data-testid="plafond-from">
              {t('planner.plafond.from_driver', { driver: plafond.from })}
            </p>
          )}
          <label className="plafond-field">
            {t('planner.plafond.preset_label')}
            <select
              value={plafond.preset}
              onChange={(event) =>
                setPlafond({ ...plafond, preset: event.target.value as PlafondPreset })
              }
            >
              {PLAFOND_PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {t(`planner.plafond.preset.${preset}`)}
                </option>
              ))}
            </select>
          </label>
          <DateTimeField
            className="plafond-field"
            label={t('planner.plafond.last_time_worked')}
            error={message(problems.lastWorked)}
            value={plafond.lastWorked}
            onChange={(lastWorked) => setPlafond({ ...plafond, lastWorked })}
          />
          {HOUR_FIELDS.map((field) => (
            <Field
              key={field}
              id={`${id}-${field}`}
              label={t(`planner.plafond.${fieldKey[field]}`)}
              problem={message(problems[field])}
            >
              <input
                id={`${id}-${field}`}
                inputMode="decimal"
                value={plafond[field]}
                {...described(`${id}-${field}`, message(problems[field]))}
                onChange={(event) => setPlafond({ ...plafond, [field]: event.target.value })}
              />
            </Field>
          ))}
        </>
      )}
    </div>
  );
}

const fieldKey: Record<HourField, string> = {
  drivingSinceBreak: 'driving_since_break',
  drivingSinceDailyRest: 'driving_since_daily_rest',
  travelSinceDailyRest: 'travel_since_daily_rest',
};

/** An input's link to its problem in words. */
const described = (id: string, problem: string | null) =>
  problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

/** A labelled input with its problem in words below it. */
function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="plafond-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {problem && (
        <p id={`${id}-problem`} className="error-text">
          {problem}
        </p>
      )}
    </div>
  );
}
