import { useAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_DEFAULTS as R, type RouteInfo } from '@fleetdeck/shared';
import { DateTimeField } from '../../ui/dateFields/index.js';
import { plannerFormAtom } from './plannerAtoms.js';
import { SavedRoutesButton } from './savedRoutes/SavedRoutesButton.js';

const CO2_CLASSES = Array.from(
  { length: R.co2ClassMax - R.co2ClassMin + 1 },
  (_, i) => R.co2ClassMin + i,
);

/** A number typed in a field, or the previous value while the field does not hold one. */
export const typedNumber = (text: string, previous: number): number => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : previous;
};

/**
 * Step 1, the route info (part 2 §3): leave at or arrive by a time, the km and working-hour
 * costs, the toll preference (-95 avoid .. 500 use), the distance/time weighting and the CO2 class.
 */
export function RouteInfoFields() {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useAtom(plannerFormAtom);
  const info = form.routeInfo;
  const set = (patch: Partial<RouteInfo>) => setForm({ ...form, routeInfo: { ...info, ...patch } });
  return (
    <div className="planner-fields">
      <SavedRoutesButton />
      <div className="planner-row">
        <label htmlFor={`${id}-mode`}>{t('planner.start_mode.label')}</label>
        <select
          id={`${id}-mode`}
          value={info.startMode}
          onChange={(event) => set({ startMode: event.target.value as 'start' | 'end' })}
        >
          <option value="start">{t('planner.start_mode.start')}</option>
          <option value="end">{t('planner.start_mode.end')}</option>
        </select>
        <DateTimeField
          label={t(`planner.start_mode.${info.startMode}`)}
          hideLabel
          value={info.startTime}
          onChange={(startTime) => set({ startTime })}
        />
      </div>
      <div className="planner-pair">
        <label>
          {t('planner.cost_per_km')}
          <input
            type="number"
            min={0}
            step={0.1}
            value={info.costPerKilometer}
            onChange={(event) =>
              set({
                costPerKilometer: Math.max(
                  0,
                  typedNumber(event.target.value, info.costPerKilometer),
                ),
              })
            }
          />
        </label>
        <label>
          {t('planner.working_cost_per_hour')}
          <input
            type="number"
            min={0}
            step={0.5}
            value={info.workingCostPerHour}
            onChange={(event) =>
              set({
                workingCostPerHour: Math.max(
                  0,
                  typedNumber(event.target.value, info.workingCostPerHour),
                ),
              })
            }
          />
        </label>
      </div>
      <div className="planner-slider">
        <label htmlFor={`${id}-toll`}>
          {t('planner.toll_penalty.label')} <output>{info.tollPenalty}</output>
        </label>
        <input
          id={`${id}-toll`}
          type="range"
          min={R.tollPenaltyMin}
          max={R.tollPenaltyMax}
          step={1}
          value={info.tollPenalty}
          onChange={(event) => set({ tollPenalty: Number(event.target.value) })}
        />
        <span className="planner-slider-ends" aria-hidden>
          <span>{t('planner.toll_penalty.exclude')}</span>
          <span>{t('planner.toll_penalty.include')}</span>
        </span>
      </div>
      <div className="planner-slider">
        <label htmlFor={`${id}-weighting`}>
          {t('planner.distance_time_weighting')} <output>{info.distanceTimeWeighting}</output>
        </label>
        <input
          id={`${id}-weighting`}
          type="range"
          min={R.distanceTimeWeightingMin}
          max={R.distanceTimeWeightingMax}
          step={1}
          value={info.distanceTimeWeighting}
          onChange={(event) => set({ distanceTimeWeighting: Number(event.target.value) })}
        />
        <span className="planner-slider-ends" aria-hidden>
          <span>{t('planner.weighting.distance')}</span>
          <span>{t('planner.weighting.time')}</span>
        </span>
      </div>
      <label className="planner-row">
        {t('planner.co2_class')}
        <select
          value={info.selectedCo2Class}
          onChange={(event) => set({ selectedCo2Class: Number(event.target.value) })}
        >
          {CO2_CLASSES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
