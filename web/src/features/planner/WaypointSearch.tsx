import { useTranslation } from 'react-i18next';
import { parseCoordinateText, type LocationResult, type Waypoint } from '@fleetdeck/shared';
import { SuggestBox } from '../../map/search/SuggestBox.js';
import { searchLanguage, viewCentre, type SuggestionGroup } from '../../map/search/suggestions.js';
import { useSuggestions, useTypedCoordinates } from '../../map/search/useSuggestions.js';
import { searchLocations } from './plannerApi.js';
import { placedWaypoint, typedWaypoint } from './plannerForm.js';

interface WaypointSearchProps {
  label: string;
  waypoint: Waypoint;
  onChange: (waypoint: Waypoint) => void;
  /** Enter with no suggestion list open (the last waypoint calculates). */
  onEnter?: (() => void) | undefined;
}

/** The planner's answers in sections: places, then the company's POIs. */
function locationGroups(
  results: readonly LocationResult[],
  titles: { places: string; pois: string },
): SuggestionGroup<LocationResult>[] {
  const item = (r: LocationResult, i: number) => ({
    id: `${r.kind}-${i}`,
    label: r.formattedAddress,
    value: r,
  });
  const items = results.map(item);
  return [
    { id: 'places', title: titles.places, items: items.filter((x) => x.value.kind !== 'poi') },
    { id: 'pois', title: titles.pois, items: items.filter((x) => x.value.kind === 'poi') },
  ];
}

/**
 * A waypoint's address (part 2 §2, waypoint search box), as the shared suggestion box: while
 * typing, the planner's location search (places near the map's centre, in the interface
 * language, each once, and the company's POIs); text that reads as two decimal numbers is taken as
 * latitude and longitude once the typing stops, without a request.
 */
export function WaypointSearch({ label, waypoint, onChange, onEnter }: WaypointSearchProps) {
  const { t, i18n } = useTranslation();
  const language = searchLanguage(i18n.language);
  const text = waypoint.coordinate?.label ?? '';
  const placed = !!waypoint.coordinate?.referenceCoordinate;
  const coordinates = parseCoordinateText(text);
  const state = useSuggestions<LocationResult>(
    text,
    async (query, signal) =>
      locationGroups(await searchLocations(query, viewCentre(), signal, language), {
        places: t('map_search.places'),
        pois: t('map_search.pois'),
      }),
    { enabled: !placed && !coordinates },
  );
  const takeCoordinates = (value: string) => {
    const at = parseCoordinateText(value);
    if (at) onChange(placedWaypoint(waypoint, value.trim(), at));
  };
  useTypedCoordinates(text, !placed, (at, typed) => onChange(placedWaypoint(waypoint, typed, at)));

  return (
    <SuggestBox<LocationResult>
      className="planner-search"
      optionClassName="planner-option"
      label={label}
      listLabel={label}
      placeholder={t('planner.search_placeholder')}
      text={text}
      onText={(value) => value !== text && onChange(typedWaypoint(waypoint, value))}
      state={state}
      closed={placed}
      onPick={({ value }) => {
        const at = value.location.referenceCoordinate;
        onChange(placedWaypoint(waypoint, value.formattedAddress, { lat: at.y, lng: at.x }));
      }}
      onEnter={() => {
        if (!placed) takeCoordinates(text);
        onEnter?.();
      }}
    >
      {state.status === 'error' && <p className="error-text">{t('map.address_error')}</p>}
    </SuggestBox>
  );
}
