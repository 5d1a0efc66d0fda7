import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import {
  DELAYS_MS,
  parseCoordinateText,
  type LocationResult,
  type Waypoint,
} from '@fleetdeck/shared';
import { mapCamera$ } from '../../map/vehicles/vehicleStream.js';
import { useDebounced } from '../../ui/useDebounced.js';
import { searchLocations } from './plannerApi.js';
import { placedWaypoint, typedWaypoint } from './plannerForm.js';

const MIN_CHARS = 2;

type Suggestions = { for: string } & (
  { state: 'ready'; results: LocationResult[] } | { state: 'error' }
);

/** The map's centre, to rank places near what the user looks at first. */
function mapCentre(): { lat: number; lng: number } | undefined {
  const bbox = mapCamera$.value?.bbox;
  return bbox ? { lng: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2 } : undefined;
}

interface WaypointSearchProps {
  label: string;
  waypoint: Waypoint;
  onChange: (waypoint: Waypoint) => void;
  /** Enter with no suggestion list open (the last waypoint calculates). */
  onEnter?: (() => void) | undefined;
}

/**
 * A waypoint's address (part 2 §2, waypoint search box): a combobox whose suggestions come from
 * the planner's location search 250 ms after typing stops; text that reads as two decimal
 * numbers is taken as latitude and longitude at once, without a request.
 */
export function WaypointSearch({ label, waypoint, onChange, onEnter }: WaypointSearchProps) {
  const { t } = useTranslation();
  const text = waypoint.coordinate?.label ?? '';
  const placed = !!waypoint.coordinate?.referenceCoordinate;
  const settled = useDebounced(text, DELAYS_MS.searchDebounce);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);

  const takeCoordinates = (value: string): boolean => {
    const at = parseCoordinateText(value);
    if (at) onChange(placedWaypoint(waypoint, value.trim(), at));
    return at !== undefined;
  };

  useEffect(() => {
    if (placed || settled !== text || settled.trim().length < MIN_CHARS) return;
    if (takeCoordinates(settled)) return;
    const controller = new AbortController();
    searchLocations(settled.trim(), mapCentre(), controller.signal).then(
      (results) => setSuggestions({ for: settled, state: 'ready', results }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('location search failed', error);
        setSuggestions({ for: settled, state: 'error' });
      },
    );
    return () => controller.abort();
    // Runs when the typing settles; the handlers are the current render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, placed]);

  const current = suggestions?.for === text && !placed ? suggestions : null;
  const results = current?.state === 'ready' ? current.results : [];
  const searchable =
    !placed && text.trim().length >= MIN_CHARS && parseCoordinateText(text) === undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || (open && results.length > 0)) return;
    if (!placed) takeCoordinates(text);
    onEnter?.();
  };
  return (
    <div className="planner-search">
      <ComboBox
        items={results.map((r, i) => ({ id: i, result: r }))}
        inputValue={text}
        onInputChange={(value) => {
          if (value !== text) onChange(typedWaypoint(waypoint, value));
        }}
        selectedKey={null}
        onSelectionChange={(key) => {
          const picked = key === null ? undefined : results[Number(key)];
          if (!picked) return;
          const at = picked.location.referenceCoordinate;
          onChange(placedWaypoint(waypoint, picked.formattedAddress, { lat: at.y, lng: at.x }));
        }}
        onOpenChange={setOpen}
        menuTrigger="input"
        // The list opens as soon as a place name is typed, saying "searching" until the answer.
        allowsEmptyCollection={searchable}
        allowsCustomValue
      >
        <Label className="visually-hidden">{label}</Label>
        <Input placeholder={t('planner.search_placeholder')} onKeyDown={onKeyDown} />
        <Popover className="planner-popover" placement="bottom start">
          <ListBox<{ id: number; result: LocationResult }>
            className="planner-options"
            renderEmptyState={() => (
              <div className="planner-option muted">
                {t(
                  current === null
                    ? 'planner.searching'
                    : current.state === 'error'
                      ? 'map.address_error'
                      : 'map.address_not_found',
                )}
              </div>
            )}
          >
            {(item) => (
              <ListBoxItem
                className="planner-option"
                id={item.id}
                textValue={item.result.formattedAddress}
              >
                {item.result.formattedAddress}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {current?.state === 'error' && <p className="error-text">{t('map.address_error')}</p>}
    </div>
  );
}
