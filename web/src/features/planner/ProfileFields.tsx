import { useAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleProfile } from '@fleetdeck/shared';
import { plannerFormAtom } from './plannerAtoms.js';
import { fetchProfiles } from './plannerApi.js';
import { AdrFields, LegalWarnings } from './ProfileLegal.js';
import { typedNumber } from './RouteInfoFields.js';
import type { ProfileData } from './plannerForm.js';

export const EMISSION_CLASSES = [
  'EURO_0',
  'EURO_1',
  'EURO_2',
  'EURO_3',
  'EURO_4',
  'EURO_5',
  'EURO_6',
  'EEV',
] as const;
export const FUEL_TYPES = ['DIESEL', 'PETROL', 'CNG', 'LNG', 'ELECTRIC'] as const;

/** A profile field: the request's unit (cm, kg) shown as metres or tonnes. */
interface MeasureField {
  key: 'totalPermittedWeight' | 'height' | 'width' | 'length' | 'axleLoad' | 'numberOfAxles';
  label: string;
  /** Request units per shown unit: 100 (cm per m), 1000 (kg per t), 1 (axles). */
  scale: number;
  step: number;
}

const FIELDS: MeasureField[] = [
  { key: 'totalPermittedWeight', label: 'planner.profile.max_weight', scale: 1000, step: 0.5 },
  { key: 'height', label: 'planner.profile.height', scale: 100, step: 0.05 },
  { key: 'width', label: 'planner.profile.width', scale: 100, step: 0.05 },
  { key: 'length', label: 'planner.profile.length', scale: 100, step: 0.1 },
  { key: 'axleLoad', label: 'planner.profile.axle_load', scale: 1000, step: 0.5 },
  { key: 'numberOfAxles', label: 'planner.profile.axles', scale: 1, step: 1 },
];

/** The shown value of a request value (metres or tonnes, up to two decimals). */
export const shownMeasure = (value: number | null | undefined, scale: number): string =>
  value === null || value === undefined ? '' : String(Math.round((value / scale) * 100) / 100);

type ProfilesState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: VehicleProfile[] };

/**
 * The vehicle (part 2 §3): a company profile to start from, then its limits as the routing
 * engine takes them (weights in kg, sizes in cm) shown in tonnes and metres with a warning over
 * the legal limits, the axles, the dangerous goods, the emission class and the fuel.
 */
export function ProfileFields() {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useAtom(plannerFormAtom);
  const [profiles, setProfiles] = useState<ProfilesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchProfiles().then(
      (list) => current && setProfiles({ status: 'ready', list }),
      (error: unknown) => {
        console.warn('vehicle profiles failed to load', error);
        if (current) setProfiles({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  const profile = form.profile;
  const setProfile = (patch: Partial<ProfileData>, chosen = form.routeInfo.chosenProfile) =>
    setForm({
      ...form,
      profile: { ...profile, ...patch },
      routeInfo: { ...form.routeInfo, chosenProfile: chosen },
    });
  const list = profiles.status === 'ready' ? profiles.list : [];
  const chosen = form.routeInfo.chosenProfile;
  return (
    <div className="planner-fields">
      <label className="planner-row">
        {t('planner.vehicle_profile')}
        <select
          value={chosen === null || chosen === undefined ? '' : String(chosen)}
          disabled={profiles.status !== 'ready'}
          onChange={(event) => {
            const picked = list.find((p) => String(p.id) === event.target.value);
            if (picked) setProfile(picked.data, picked.id);
            else setProfile({}, null);
          }}
        >
          <option value="">{t('planner.profile.custom')}</option>
          {list.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name ?? String(p.id)}
            </option>
          ))}
        </select>
      </label>
      {profiles.status === 'error' && (
        <p className="error-text">{t('planner.profile.load_error')}</p>
      )}
      <div className="planner-grid">
        {FIELDS.map((field) => (
          <label key={field.key}>
            {t(field.label)}
            <input
              type="number"
              min={0}
              step={field.step}
              value={shownMeasure(profile[field.key], field.scale)}
              onChange={(event) => {
                const shown = typedNumber(event.target.value, Number.NaN);
                const value = Number.isNaN(shown) ? null : Math.round(shown * field.scale);
                // Editing a value makes the profile the user's own.
                setProfile({ [field.key]: value }, null);
              }}
            />
          </label>
        ))}
      </div>
      <LegalWarnings profile={profile} />
      <AdrFields profile={profile} onChange={(patch) => setProfile(patch, null)} />
      <div className="planner-pair">
        <label htmlFor={`${id}-emission`}>
          {t('planner.profile.emission_class')}
          <select
            id={`${id}-emission`}
            value={profile.emissionClass ?? ''}
            onChange={(event) => setProfile({ emissionClass: event.target.value || null }, null)}
          >
            <option value="">{t('planner.profile.not_set')}</option>
            {[
              ...new Set([
                ...EMISSION_CLASSES,
                ...(profile.emissionClass ? [profile.emissionClass] : []),
              ]),
            ].map((c) => (
              <option key={c} value={c}>
                {c.replace(/^EURO_/, 'Euro ')}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-fuel`}>
          {t('planner.profile.fuel_type')}
          <select
            id={`${id}-fuel`}
            value={profile.fuelType ?? ''}
            onChange={(event) => setProfile({ fuelType: event.target.value || null }, null)}
          >
            <option value="">{t('planner.profile.not_set')}</option>
            {[...new Set([...FUEL_TYPES, ...(profile.fuelType ? [profile.fuelType] : [])])].map(
              (f) => (
                <option key={f} value={f}>
                  {(FUEL_TYPES as readonly string[]).includes(f) ? t(`planner.fuel.${f}`) : f}
                </option>
              ),
            )}
          </select>
        </label>
      </div>
    </div>
  );
}
