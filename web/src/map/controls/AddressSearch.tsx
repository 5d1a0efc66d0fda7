import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCoordinateText } from '@fleetdeck/shared';
import { ApiError, apiJson } from '../../app/session/api.js';

export interface Place {
  display_name: string;
  lat: number;
  lng: number;
}

/**
 * Coordinate text (two decimal numbers) is taken as latitude and longitude without geocoding
 * (part 1 §5); anything else goes to the relay's geocoder. A missing geocoder (404) reads as
 * "no address found", any other failure as "search unavailable".
 */
export async function searchPlaces(text: string): Promise<Place[]> {
  const coordinates = parseCoordinateText(text);
  if (coordinates) return [{ display_name: text.trim(), ...coordinates }];
  try {
    const answer = await apiJson<{ data: Place[] }>(
      `/geocode/search?q=${encodeURIComponent(text)}`,
    );
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function AddressSearch({ onPlace }: { onPlace: (place: Place) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [places, setPlaces] = useState<Place[] | 'error' | undefined>(undefined);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (text.trim() === '') return;
    searchPlaces(text).then(
      (found) => {
        const [only] = found;
        if (found.length === 1 && only) {
          setPlaces(undefined);
          onPlace(only);
        } else setPlaces(found);
      },
      (error: unknown) => {
        console.warn('address search failed', error);
        setPlaces('error');
      },
    );
  };

  return (
    <form className="address-search" role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        placeholder={t('map.address_search')}
        aria-label={t('map.address_search')}
        onChange={(event) => {
          setText(event.target.value);
          setPlaces(undefined);
        }}
      />
      {places === 'error' && <div className="message">{t('map.address_error')}</div>}
      {Array.isArray(places) && places.length === 0 && (
        <div className="message">{t('map.address_not_found')}</div>
      )}
      {Array.isArray(places) && places.length > 0 && (
        <ul>
          {places.map((place) => (
            <li key={`${place.lat},${place.lng},${place.display_name}`}>
              <button
                type="button"
                onClick={() => {
                  setPlaces(undefined);
                  onPlace(place);
                }}
              >
                {place.display_name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
