import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetAtom } from '../../data/fleetAtoms.js';
import type { DeviceTarget } from './devicesApi.js';

/** What the vehicle fields hold while they are edited. */
export interface TargetDraft {
  kind: 'new' | 'existing';
  plate: string;
  truckId: string;
}

export const EMPTY_TARGET: TargetDraft = { kind: 'new', plate: '', truckId: '' };

/** The call's target, or undefined while the fields name no vehicle yet. */
export function targetOf(draft: TargetDraft): DeviceTarget | undefined {
  if (draft.kind === 'new') return draft.plate.trim() ? { plate: draft.plate.trim() } : undefined;
  return draft.truckId ? { truck_id: Number(draft.truckId) } : undefined;
}

/**
 * Where a device goes: a new vehicle (its plate) or one of the company's vehicles, picked by plate
 * from the live fleet.
 */
export function VehicleTargetFields({
  draft,
  onChange,
  name,
}: {
  draft: TargetDraft;
  onChange: (draft: TargetDraft) => void;
  /** Distinguishes the radio groups of several forms on one screen. */
  name: string;
}) {
  const { t } = useTranslation();
  const fleet = useAtomValue(fleetAtom);
  const trucks = useMemo(
    () =>
      [...(fleet?.trucks.values() ?? [])]
        .map((truck) => ({ id: truck.id, plate: truck.plate }))
        .sort((a, b) => a.plate.localeCompare(b.plate)),
    [fleet?.trucks],
  );
  return (
    <fieldset className="device-target">
      <legend>{t('devices.vehicle')}</legend>
      <label className="check-field">
        <input
          type="radio"
          name={name}
          checked={draft.kind === 'new'}
          onChange={() => onChange({ ...draft, kind: 'new' })}
        />
        <span>{t('devices.target_new')}</span>
      </label>
      <label className="check-field">
        <input
          type="radio"
          name={name}
          checked={draft.kind === 'existing'}
          onChange={() => onChange({ ...draft, kind: 'existing' })}
        />
        <span>{t('devices.target_existing')}</span>
      </label>
      {draft.kind === 'new' ? (
        <label className="field">
          <span>{t('devices.plate')}</span>
          <input
            type="text"
            maxLength={20}
            value={draft.plate}
            onChange={(e) => onChange({ ...draft, plate: e.target.value })}
          />
        </label>
      ) : (
        <label className="field">
          <span>{t('devices.existing_vehicle')}</span>
          <select
            value={draft.truckId}
            onChange={(e) => onChange({ ...draft, truckId: e.target.value })}
          >
            <option value="">{t('devices.pick_vehicle')}</option>
            {trucks.map((truck) => (
              <option key={truck.id} value={String(truck.id)}>
                {truck.plate}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
