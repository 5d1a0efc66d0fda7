import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Crosshair, Expand, Layers, List, Maximize, Minimize } from 'lucide-react';
import {
  POI_TYPE_COLORS,
  POI_TYPE_IDS,
  POI_TYPES,
  TRAFFIC_CATEGORIES,
  type PoiTypeId,
  type TrafficCategory,
} from '@fleetdeck/shared';
import { BaseLayerChoices } from './BaseLayerChoices.js';
import { VehiclesOnMapChoice, type VehiclesOnMapChoiceProps } from './VehiclesOnMapChoice.js';

export interface MapControlsProps {
  onFitAll: () => void;
  /** Focus toggles on the selected vehicle; disabled with none selected. */
  canFocus: boolean;
  focused: boolean;
  onToggleFocus: () => void;
  baseLayers: readonly string[];
  activeLayer: string;
  onLayer: (layer: string) => void;
  /** Traffic overlays need the info-layers permission. */
  trafficAllowed: boolean;
  traffic: ReadonlySet<TrafficCategory>;
  onTraffic: (category: TrafficCategory, on: boolean) => void;
  /** The POI switch and type checkboxes; absent without the poi permission. */
  pois?: {
    on: boolean;
    onSwitch: (on: boolean) => void;
    types: ReadonlySet<PoiTypeId>;
    onType: (type: PoiTypeId, on: boolean) => void;
  };
  /** Vehicles on the map: shown, dimmed or hidden (absent on a view that cannot change it). */
  vehicles?: VehiclesOnMapChoiceProps;
  mobile: boolean;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** Map buttons (part 1 §2): fit all, focus, layers and traffic; on mobile vehicles and fullscreen. */
export function MapControls(props: MapControlsProps) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const layersButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="map-controls">
      <div className="control-group">
        {props.mobile && (
          <Link className="map-button" to="/vehicles" aria-label={t('map.vehicles_menu')}>
            <List aria-hidden size={18} />
          </Link>
        )}
        <button
          type="button"
          aria-label={t('map.fit_all')}
          title={t('map.fit_all')}
          onClick={props.onFitAll}
        >
          <Expand aria-hidden size={18} />
        </button>
        <button
          type="button"
          aria-label={t('map.focus_vehicle')}
          title={t('map.focus_vehicle')}
          aria-pressed={props.focused}
          disabled={!props.canFocus}
          onClick={props.onToggleFocus}
        >
          <Crosshair aria-hidden size={18} />
        </button>
        <button
          type="button"
          aria-label={t('map.layers')}
          title={t('map.layers')}
          aria-expanded={menu}
          ref={layersButton}
          onClick={() => setMenu((open) => !open)}
        >
          <Layers aria-hidden size={18} />
        </button>
        {props.mobile && (
          <button
            type="button"
            aria-label={t(props.fullscreen ? 'map.exit_fullscreen' : 'map.fullscreen')}
            onClick={props.onFullscreen}
          >
            {props.fullscreen ? (
              <Minimize aria-hidden size={18} />
            ) : (
              <Maximize aria-hidden size={18} />
            )}
          </button>
        )}
      </div>
      {menu && (
        <div
          className="map-menu"
          role="group"
          aria-label={t('map.layers')}
          onKeyDown={(event) => {
            // Esc closes the menu where it was opened (not the panel behind it).
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setMenu(false);
            layersButton.current?.focus();
          }}
        >
          <h3>{t('map.layers')}</h3>
          <BaseLayerChoices
            layers={props.baseLayers}
            active={props.activeLayer}
            onLayer={props.onLayer}
          />
          {props.trafficAllowed && (
            <>
              <h3>{t('map.traffic')}</h3>
              {TRAFFIC_CATEGORIES.map((category) => (
                <label key={category}>
                  <input
                    type="checkbox"
                    checked={props.traffic.has(category)}
                    onChange={(event) => props.onTraffic(category, event.target.checked)}
                  />
                  {t(`traffic.category.${category}`)}
                </label>
              ))}
            </>
          )}
          {props.vehicles && <VehiclesOnMapChoice {...props.vehicles} />}
          {props.pois && <PoiTypeChoices {...props.pois} />}
        </div>
      )}
    </div>
  );
}

/** POIs on the map (part 1 §2): the switch, and which types are drawn (the last one stays). */
function PoiTypeChoices({ on, onSwitch, types, onType }: NonNullable<MapControlsProps['pois']>) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('map.poi_types')}</h3>
      <label>
        <input type="checkbox" checked={on} onChange={(event) => onSwitch(event.target.checked)} />
        {t('manage_poi.map.show')}
      </label>
      <fieldset className="map-poi-types" disabled={!on}>
        <legend className="visually-hidden">{t('map.poi_types')}</legend>
        {POI_TYPE_IDS.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={types.has(type)}
              disabled={types.has(type) && types.size === 1}
              onChange={(event) => onType(type, event.target.checked)}
            />
            <span
              className="map-poi-swatch"
              style={{ background: POI_TYPE_COLORS[type] }}
              aria-hidden
            />
            {t(`manage_poi.types.${POI_TYPES[type]}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
