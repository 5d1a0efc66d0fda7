import { useTranslation } from 'react-i18next';
import { VEHICLES_ON_MAP, type VehiclesOnMap } from '@fleetdeck/shared';

export interface VehiclesOnMapChoiceProps {
  /** What the map draws now. */
  value: VehiclesOnMap;
  /** A result on the map dims them for now (said under the choice). */
  dimmedForResult: boolean;
  onChoose: (choice: VehiclesOnMap) => void;
}

/** The layers menu's "Vehicles on the map": show, dim or hide the live vehicles. */
export function VehiclesOnMapChoice({
  value,
  dimmedForResult,
  onChoose,
}: VehiclesOnMapChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="map-vehicles-choice">
      <legend>{t('map.vehicles_on_map')}</legend>
      {VEHICLES_ON_MAP.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name="vehicles-on-map"
            checked={value === choice}
            onChange={() => onChoose(choice)}
          />
          {t(`map.vehicles_${choice}`)}
        </label>
      ))}
      {dimmedForResult && <p className="muted">{t('map.vehicles_dimmed_note')}</p>}
    </fieldset>
  );
}
