import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_DEFAULTS, parseCoordinateText, type Poi, type TruckId } from '@fleetdeck/shared';
import { poisAtom } from '../../features/poi/poiAtoms.js';
import { filterPois } from '../../features/poi/poiForm.js';
import { useVehicleMatches } from '../../features/vehicles/useVehicleMatches.js';
import { mapCommands$ } from '../mapCommands.js';
import { SuggestBox } from '../search/SuggestBox.js';
import {
  placeGroups,
  searchLanguage,
  searchPlaces,
  viewCentre,
  type Place,
  type SuggestionGroup,
} from '../search/suggestions.js';
import { useSuggestions } from '../search/useSuggestions.js';
import { focusedTruckIdAtom, selectedTruckIdAtom } from '../selectionAtoms.js';

export type { Place } from '../search/suggestions.js';

/** Lines of each section: enough to choose among, few enough to read over the map. */
const PLACES_SHOWN = 6;
const POIS_SHOWN = 4;
const VEHICLES_SHOWN = 4;

type Found =
  { kind: 'place'; place: Place } | { kind: 'poi'; poi: Poi } | { kind: 'truck'; id: TruckId };

/**
 * The live map's search box (part 1 §2): while typing, places from the relay's geocoder (the
 * nearest to the view first, named in the interface language, each once; streets and house
 * numbers too with `GEOCODER_URL`), the company's POIs and the trucks by plate, custom id or
 * driver, in sections. Coordinates ("45.46, 9.19") are a place at once. A place or a POI is flown
 * to; a truck is selected and followed.
 */
export function AddressSearch({ onPlace }: { onPlace: (place: Place) => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const language = searchLanguage(i18n.language);
  const coordinates = parseCoordinateText(text);
  const state = useSuggestions(
    text,
    async (query, signal) =>
      placeGroups(
        (await searchPlaces(query, { near: viewCentre(), language, signal })).slice(
          0,
          PLACES_SHOWN,
        ),
        (place): Found => ({ kind: 'place', place }),
        { places: t('map_search.places'), addresses: t('map_search.addresses') },
      ),
    { enabled: !coordinates },
  );
  const pois = useAtomValue(poisAtom);
  const trucks = useVehicleMatches(text.trim().length >= 2 ? text : '', VEHICLES_SHOWN);
  const select = useSetAtom(selectedTruckIdAtom);
  const follow = useSetAtom(focusedTruckIdAtom);
  const local = useMemo((): SuggestionGroup<Found>[] => {
    if (coordinates) {
      const place = { display_name: text.trim(), ...coordinates };
      return [
        {
          id: 'coordinates',
          title: t('map_search.coordinates'),
          items: [
            { id: 'coordinates', label: place.display_name, value: { kind: 'place', place } },
          ],
        },
      ];
    }
    if (text.trim().length < 2) return [];
    return [
      {
        id: 'pois',
        title: t('map_search.pois'),
        items: filterPois(pois, { text, type: 'all' })
          .slice(0, POIS_SHOWN)
          .map((poi) => ({
            id: `poi-${poi.id}`,
            label: poi.description,
            hint: poi.address ?? undefined,
            value: { kind: 'poi', poi },
          })),
      },
      {
        id: 'vehicles',
        title: t('map_search.vehicles'),
        items: trucks.map((truck) => ({
          id: `truck-${truck.id}`,
          label: truck.label,
          hint: truck.hint,
          value: { kind: 'truck', id: truck.id },
        })),
      },
    ];
  }, [coordinates, text, pois, trucks, t]);

  return (
    <div className="address-search" role="search">
      <SuggestBox<Found>
        label={t('map.address_search')}
        listLabel={t('map_search.suggestions')}
        placeholder={t('map.address_search')}
        type="search"
        text={text}
        onText={setText}
        state={coordinates ? { status: 'ready', groups: [] } : state}
        local={local}
        onPick={({ value, label }) => {
          setText(label);
          if (value.kind === 'place') onPlace(value.place);
          else if (value.kind === 'poi')
            mapCommands$.next({
              type: 'fly',
              lng: value.poi.lng,
              lat: value.poi.lat,
              zoom: MAP_DEFAULTS.poiFocusZoom,
            });
          else {
            select(value.id);
            follow(value.id);
          }
        }}
      />
    </div>
  );
}
