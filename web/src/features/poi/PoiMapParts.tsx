import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Pencil } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-map-gl/maplibre';
import { combineLatest } from 'rxjs';
import type { Poi, PoiTypeId } from '@fleetdeck/shared';
import { openPanelAtom } from '../../app/panels.js';
import { cssColor, hexToRgba } from '../../map/cssColor.js';
import { EMPTY_POI_SLOT, poiClicks$, poiLayer$, setMapOverlay } from '../../map/mapOverlays.js';
import { useMapPointRequest } from '../../map/useMapPointRequest.js';
import type { Rgba } from '../../map/vehicles/vehicleBuffers.js';
import { mapCamera$ } from '../../map/vehicles/vehicleStream.js';
import { CloseButton } from '../../ui/CloseButton.js';
import { userConfigAtom } from '../settings/userConfigAtoms.js';
import {
  poiFormAtom,
  poiModeAtom,
  poiPopupAtom,
  poisAtom,
  savePopupEditAtom,
  selectingOnMapAtom,
  startUpdateAtom,
} from './poiAtoms.js';
import { poiColour, poiTypeKey, radiusMetres, typeColour } from './poiForm.js';
import { poiIconAtlas$, PoiIconSprites, PoiTypeIcon } from './poiIcons.js';
import { poiLayerBuilder, poiPoints } from './poiLayers.js';
import { poiLayerOnAtom, shownPoiTypes } from './poiMapSettings.js';
import './poiMap.css';

/**
 * The POIs on the live map (inside the map, so it reaches it): the POI layer fed to the map's POI
 * slot (the types the user draws, while the POI switch is on), the point and circle of the POI
 * being edited, the "select on map" mode, and the marker popup.
 */
export function PoiMapParts() {
  usePoiLayer();
  usePoiDraft();
  useSelectOnMap();
  return (
    <>
      <PoiIconSprites />
      <PoiPopup />
    </>
  );
}

/** The company's POIs on the map: those of the types drawn, clustered for the settled camera. */
function usePoiLayer(): void {
  const pois = useAtomValue(poisAtom);
  const on = useAtomValue(poiLayerOnAtom);
  const config = useAtomValue(userConfigAtom);
  const mode = useAtomValue(poiModeAtom);
  const types = useMemo(() => shownPoiTypes(config), [config]);
  // The POI being edited is drawn as the form has it (usePoiDraft), not as saved.
  const editing = mode.mode === 'update' ? mode.id : undefined;
  const points = useMemo(
    () =>
      on ? poiPoints(pois.filter((p) => types.has(p.type as PoiTypeId) && p.id !== editing)) : [],
    [pois, on, types, editing],
  );
  const [build] = useState(() =>
    poiLayerBuilder({
      cluster: cssColor('--poi-cluster', [55, 71, 79, 255]),
      clusterText: cssColor('--poi-cluster-text', [255, 255, 255, 255]),
    }),
  );
  useEffect(() => {
    if (points.length === 0) {
      poiLayer$.next(EMPTY_POI_SLOT);
      return;
    }
    const subscription = combineLatest([mapCamera$, poiIconAtlas$]).subscribe(([camera, icons]) =>
      poiLayer$.next(build({ points, camera, icons })),
    );
    return () => subscription.unsubscribe();
  }, [points, build]);
  useEffect(() => () => poiLayer$.next(EMPTY_POI_SLOT), []);
}

const WHITE: Rgba = [255, 255, 255, 255];
const GREY: Rgba = [138, 143, 152, 255];

/** The point and the geofence of the POI in the form, drawn as they are typed. */
function usePoiDraft(): void {
  const mode = useAtomValue(poiModeAtom);
  const form = useAtomValue(poiFormAtom);
  const place = form.place;
  const radius = radiusMetres(form.radius);
  const colour = hexToRgba(form.color ?? typeColour(form.type)) ?? GREY;
  const [r, g, b] = colour;
  useEffect(() => {
    if (mode.mode === 'list' || !place) {
      setMapOverlay('poi-draft', []);
      return;
    }
    const at: [number, number][] = [[place.lng, place.lat]];
    const metres = Number.isFinite(radius) && radius > 0 ? radius : 0;
    const layers: Layer[] = [
      new ScatterplotLayer<[number, number]>({
        id: 'poi-draft-circle',
        data: at,
        visible: metres > 0,
        getPosition: (d) => d,
        getRadius: metres,
        radiusUnits: 'meters',
        filled: true,
        stroked: true,
        getFillColor: [r, g, b, 46],
        getLineColor: [r, g, b, 230],
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
        updateTriggers: { getRadius: metres },
      }),
      new ScatterplotLayer<[number, number]>({
        id: 'poi-draft-marker',
        data: at,
        getPosition: (d) => d,
        getRadius: 9,
        radiusUnits: 'pixels',
        getFillColor: [r, g, b, 255],
        stroked: true,
        getLineColor: WHITE,
        getLineWidth: 3,
        lineWidthUnits: 'pixels',
      }),
    ];
    setMapOverlay('poi-draft', layers);
  }, [mode.mode, place, radius, r, g, b]);
  useEffect(() => () => setMapOverlay('poi-draft', []), []);
}

/** "Select on map": the next click on the map is the POI's point; Esc cancels. */
function useSelectOnMap(): void {
  const [selecting, setSelecting] = useAtom(selectingOnMapAtom);
  const setForm = useSetAtom(poiFormAtom);
  const onPoint = useMemo(
    () =>
      selecting
        ? ([lng, lat]: [number, number]) => {
            // The typed address stays the POI's (it may have none: the point is enough).
            setForm((form) => ({ ...form, place: { label: form.address, lat, lng } }));
            setSelecting(false);
          }
        : null,
    [selecting, setForm, setSelecting],
  );
  const leave = useCallback(() => setSelecting(false), [setSelecting]);
  useMapPointRequest(onPoint, leave);
}

/** The popup of the POI clicked on the map (another click on the map closes it). */
function PoiPopup() {
  const [openId, setOpenId] = useAtom(poiPopupAtom);
  const pois = useAtomValue(poisAtom);
  useEffect(() => {
    const subscription = poiClicks$.subscribe((id) => setOpenId(id));
    return () => subscription.unsubscribe();
  }, [setOpenId]);
  const poi = pois.find((p) => p.id === openId);
  if (!poi) return null;
  return (
    <Popup
      longitude={poi.lng}
      latitude={poi.lat}
      anchor="bottom"
      offset={16}
      closeOnClick={false}
      closeButton={false}
      onClose={() => setOpenId(null)}
      maxWidth="300px"
      className="poi-popup"
    >
      <PoiPopupBody key={poi.id} poi={poi} onClose={() => setOpenId(null)} />
    </Popup>
  );
}

/** Name, type, address and note; colour and note can be changed here (spec part 2 §2). */
function PoiPopupBody({ poi, onClose }: { poi: Poi; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetAtom(savePopupEditAtom);
  const startUpdate = useSetAtom(startUpdateAtom);
  const openPanel = useSetAtom(openPanelAtom);
  const [color, setColor] = useState(poiColour(poi));
  const [note, setNote] = useState(poi.note ?? '');
  const [saving, setSaving] = useState(false);
  const changed = color !== poiColour(poi) || note !== (poi.note ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || !changed) return;
    setSaving(true);
    void save({ id: poi.id, color, note }).finally(() => setSaving(false));
  };
  const type = poi.type as PoiTypeId;
  return (
    <form
      className="poi-popup-body"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      aria-label={poi.description}
      data-poi-id={poi.id}
    >
      <header>
        <h3>{poi.description}</h3>
        <CloseButton onClick={onClose} />
      </header>
      <p className="poi-popup-type">
        <PoiTypeIcon type={type} size={14} />
        {t(poiTypeKey(type))}
      </p>
      {poi.address && <p>{poi.address}</p>}
      <div className="poi-popup-field">
        <label htmlFor={`${id}-colour`}>{t('manage_poi.colour')}</label>
        <input
          id={`${id}-colour`}
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
        />
      </div>
      <div className="poi-popup-field">
        <label htmlFor={`${id}-note`}>{t('manage_poi.note')}</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="poi-popup-actions">
        <button
          type="button"
          onClick={() => {
            openPanel('manage_poi');
            startUpdate(poi);
          }}
        >
          <Pencil size={14} aria-hidden />
          {t('manage_poi.update')}
        </button>
        <button type="submit" className="primary" disabled={!changed} aria-busy={saving}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
