import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DELAYS_MS, parseCoordinateText } from '@fleetdeck/shared';
import { searchPlaces, type Place } from '../../map/controls/AddressSearch.js';
import { useDebounced } from '../../ui/useDebounced.js';
import type { PassagePlace } from './passageForm.js';

const MIN_CHARS = 3;

/** The geocoder's answer to one text (`for`), and whether its list was closed with Esc. */
type Answer = { for: string } & (
  { state: 'error' | 'dismissed' } | { state: 'open'; places: Place[]; active: number }
);

interface AddressFieldProps {
  text: string;
  place: PassagePlace | null;
  onText: (text: string) => void;
  onPlace: (place: PassagePlace) => void;
  /** The form's first field has the focus when shown (the passage form); not in the POI form. */
  autoFocus?: boolean;
}

/**
 * The address, as a combobox: 250 ms after the typing stops, coordinates ("45.46, 9.19") are
 * taken as they are and other text goes to the relay's geocoder, whose answers are offered below.
 * Arrows move in the list, Enter picks, Esc closes it.
 */
export function AddressField({
  text,
  place,
  onText,
  onPlace,
  autoFocus = true,
}: AddressFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const settled = useDebounced(text, DELAYS_MS.searchDebounce);
  const chosen = place !== null && place.label === text;
  // An answer to other text (typed since) or for a chosen address is not shown.
  const suggestions = answer?.for === text && !chosen ? answer : null;

  const pick = (found: Place) => {
    onPlace({ label: found.display_name, lat: found.lat, lng: found.lng });
  };
  const takeCoordinates = (value: string) => {
    const coordinates = parseCoordinateText(value);
    if (coordinates) onPlace({ label: value.trim(), ...coordinates });
    return coordinates !== undefined;
  };

  useEffect(() => {
    if (chosen || settled !== text || settled.trim().length < MIN_CHARS) return;
    if (takeCoordinates(settled)) return;
    let current = true;
    searchPlaces(settled).then(
      (places) => current && setAnswer({ for: settled, state: 'open', places, active: 0 }),
      (error: unknown) => {
        console.warn('address suggestions failed', error);
        if (current) setAnswer({ for: settled, state: 'error' });
      },
    );
    return () => {
      current = false;
    };
    // Runs when the typing settles; the handlers are the current render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, chosen]);

  const open = suggestions?.state === 'open' && suggestions.places.length > 0;
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter picks the active suggestion, or takes typed coordinates at once; with an address
    // chosen it searches (the form's submit).
    if (event.key === 'Enter' && !chosen) {
      event.preventDefault();
      if (open) {
        const found = suggestions.places[suggestions.active];
        if (found) pick(found);
      } else takeCoordinates(text);
    } else if (event.key === 'Escape' && open) {
      // The list closes; the panel stays open.
      event.stopPropagation();
      setAnswer({ for: text, state: 'dismissed' });
    } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const n = suggestions.places.length;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setAnswer({ ...suggestions, active: (suggestions.active + step + n) % n });
    }
  };

  return (
    <div className="passage-address">
      <label htmlFor={`${id}-input`}>{t('vehicle_passage.address')}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-option-${suggestions.active}` : undefined}
        placeholder={t('vehicle_passage.address_placeholder')}
        // The panel's first field: it has the focus when the form is shown.
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onKey}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('vehicle_passage.suggestions')}
        hidden={!open}
      >
        {open &&
          suggestions.places.map((found, i) => (
            <li
              key={`${found.lat},${found.lng},${found.display_name}`}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === suggestions.active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(found)}
            >
              {found.display_name}
            </li>
          ))}
      </ul>
      {suggestions?.state === 'open' && suggestions.places.length === 0 && (
        <p className="muted">{t('map.address_not_found')}</p>
      )}
      {suggestions?.state === 'error' && <p className="error-text">{t('map.address_error')}</p>}
      {suggestions?.state === 'dismissed' && (
        <p className="muted">{t('vehicle_passage.choose_address')}</p>
      )}
    </div>
  );
}
