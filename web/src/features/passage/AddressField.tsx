import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCoordinateText } from '@fleetdeck/shared';
import { SuggestBox } from '../../map/search/SuggestBox.js';
import {
  placeGroups,
  searchLanguage,
  searchPlaces,
  viewCentre,
  type Place,
} from '../../map/search/suggestions.js';
import { useSuggestions, useTypedCoordinates } from '../../map/search/useSuggestions.js';
import type { PassagePlace } from './passageForm.js';

const MIN_CHARS = 3;

interface AddressFieldProps {
  text: string;
  place: PassagePlace | null;
  onText: (text: string) => void;
  onPlace: (place: PassagePlace) => void;
  /** The form's first field has the focus when shown (the passage form); not in the POI form. */
  autoFocus?: boolean;
}

/**
 * The address (the passage search and the POI form), as the shared suggestion box: while typing,
 * the relay's geocoder offers places (the nearest to the view first, in the interface language);
 * coordinates ("45.46, 9.19") are taken as they are once the typing stops, or at Enter.
 */
export function AddressField({
  text,
  place,
  onText,
  onPlace,
  autoFocus = true,
}: AddressFieldProps) {
  const { t, i18n } = useTranslation();
  const language = searchLanguage(i18n.language);
  const chosen = place !== null && place.label === text;
  const coordinates = parseCoordinateText(text);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const state = useSuggestions<Place>(
    text,
    async (query, signal) => {
      const places = await searchPlaces(query, { near: viewCentre(), language, signal });
      return placeGroups(places, (p) => p);
    },
    { enabled: !chosen && !coordinates, minChars: MIN_CHARS },
  );
  const takeCoordinates = (value: string) => {
    const at = parseCoordinateText(value);
    if (at) onPlace({ label: value.trim(), ...at });
  };
  useTypedCoordinates(text, !chosen, (at, label) => onPlace({ label, ...at }));

  return (
    <SuggestBox<Place>
      className="passage-address"
      label={t('vehicle_passage.address')}
      showLabel
      listLabel={t('vehicle_passage.suggestions')}
      placeholder={t('vehicle_passage.address_placeholder')}
      // The panel's first field: it has the focus when the form is shown.
      autoFocus={autoFocus}
      text={text}
      onText={onText}
      state={state}
      closed={chosen}
      onPick={({ value }) => onPlace({ label: value.display_name, lat: value.lat, lng: value.lng })}
      onEnter={() => !chosen && takeCoordinates(text)}
      onDismiss={() => setDismissed(text)}
    >
      {dismissed === text && !chosen && (
        <p className="muted">{t('vehicle_passage.choose_address')}</p>
      )}
    </SuggestBox>
  );
}
