import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Crosshair, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELAYS_MS,
  formatNumber,
  MAP_DEFAULTS,
  POI_TYPE_IDS,
  type Poi,
  type PoiTypeId,
} from '@fleetdeck/shared';
import { mapCommands$ } from '../../map/mapCommands.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { useDebounced } from '../../ui/useDebounced.js';
import {
  deletePoiAtom,
  notificationOf,
  poiFilterAtom,
  poisAtom,
  poisStateAtom,
  reloadPoisAtom,
  startCreateAtom,
  startUpdateAtom,
} from './poiAtoms.js';
import { boxesOf, filterPois, poiColour, poiTypeKey, type PoiTypeFilter } from './poiForm.js';
import { PoiTypeIcon } from './poiIcons.js';
import { PoiSettingsDialog } from './PoiSettingsDialog.js';

/** A radius in the user's language ("250 m", "1.200 m" in Italian). */
export function useMetres(): (metres: number) => string {
  const { i18n } = useTranslation();
  return useCallback((metres) => `${formatNumber(metres, 1, i18n.language)} m`, [i18n.language]);
}

/**
 * The list mode (spec part 2 §2): new POI and alert recipients, filters by text (debounced) and
 * type, and a row per POI with focus, edit and delete (after a confirmation).
 */
export function PoiList() {
  const { t } = useTranslation();
  const id = useId();
  const state = useAtomValue(poisStateAtom);
  const reload = useSetAtom(reloadPoisAtom);
  const [filter, setFilter] = useAtom(poiFilterAtom);
  const startCreate = useSetAtom(startCreateAtom);
  const remove = useSetAtom(deletePoiAtom);
  const [text, setText] = useState(filter.text);
  const settled = useDebounced(text, DELAYS_MS.searchDebounce);
  useEffect(
    () => setFilter((f) => (f.text === settled ? f : { ...f, text: settled })),
    [settled, setFilter],
  );
  const [asking, setAsking] = useState<Poi | null>(null);
  const [settings, setSettings] = useState(false);
  const pois = useAtomValue(poisAtom);
  const shown = useMemo(() => filterPois(pois, filter), [pois, filter]);

  return (
    <section className="poi-list-mode">
      <div className="poi-actions">
        <button type="button" className="primary" onClick={startCreate}>
          <Plus size={16} aria-hidden />
          {t('manage_poi.create')}
        </button>
        <button type="button" onClick={() => setSettings(true)}>
          <Mail size={16} aria-hidden />
          {t('manage_poi.settings.title')}
        </button>
      </div>
      <div className="poi-filters" role="search">
        <div className="poi-field">
          <label htmlFor={`${id}-text`}>{t('manage_poi.filter_text')}</label>
          <input
            id={`${id}-text`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="poi-field">
          <label htmlFor={`${id}-type`}>{t('manage_poi.filter_type')}</label>
          <select
            id={`${id}-type`}
            value={String(filter.type)}
            onChange={(event) => {
              const value = event.target.value;
              const type: PoiTypeFilter = value === 'all' ? 'all' : (Number(value) as PoiTypeId);
              setFilter((f) => ({ ...f, type }));
            }}
          >
            <option value="all">{t('manage_poi.types.all')}</option>
            {POI_TYPE_IDS.map((type) => (
              <option key={type} value={type}>
                {t(poiTypeKey(type))}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.status === 'loading' && (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="error-text">
          {t('common.error_loading')}{' '}
          <button type="button" className="link-button" onClick={() => void reload()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {state.status === 'ready' && pois.length === 0 && (
        <p className="muted">{t('manage_poi.empty')}</p>
      )}
      {state.status === 'ready' && pois.length > 0 && shown.length === 0 && (
        <p className="muted">{t('manage_poi.no_match')}</p>
      )}
      {shown.length > 0 && (
        <ul className="poi-rows" aria-label={t('manage_poi.title')}>
          {shown.map((poi) => (
            <PoiRow key={poi.id} poi={poi} onDelete={() => setAsking(poi)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`${t('common.delete')}: ${asking?.description ?? ''}`}
        message={t('manage_poi.messages.delete_poi_confirm')}
        onAnswer={(yes) => {
          const poi = asking;
          setAsking(null);
          if (yes && poi) void remove(poi);
        }}
      />
      {settings && <PoiSettingsDialog onClose={() => setSettings(false)} />}
    </section>
  );
}

function PoiRow({ poi, onDelete }: { poi: Poi; onDelete: () => void }) {
  const { t } = useTranslation();
  const metres = useMetres();
  const state = useAtomValue(poisStateAtom);
  const startUpdate = useSetAtom(startUpdateAtom);
  const type = poi.type as PoiTypeId;
  const notification = notificationOf(state, poi.id);
  const events = poi.alert?.notification_events ?? [];
  const alerts = notification
    ? boxesOf(notification.notificationEvents)
    : { entry: events.includes('entry'), exit: events.includes('exit') };
  return (
    <li className="poi-row" data-poi-id={poi.id}>
      <span className="poi-dot" style={{ background: poiColour(poi) }} aria-hidden>
        <PoiTypeIcon type={type} size={14} />
      </span>
      <div className="poi-row-text">
        <strong>{poi.description}</strong>
        <span className="muted">
          {t(poiTypeKey(type))}
          {poi.radius > 0 && ` · ${metres(poi.radius)}`}
        </span>
        {poi.address && <span className="muted poi-address">{poi.address}</span>}
        {(alerts.entry || alerts.exit) && (
          <span className="poi-badges">
            <span className="visually-hidden">{t('manage_poi.alerts.title')}:</span>
            {alerts.entry && <span className="poi-badge">{t('manage_poi.alerts.entry')}</span>}
            {alerts.exit && <span className="poi-badge">{t('manage_poi.alerts.exit')}</span>}
          </span>
        )}
      </div>
      <div className="poi-row-actions">
        <button
          type="button"
          className="icon-button"
          aria-label={`${t('manage_poi.focus')}: ${poi.description}`}
          title={t('manage_poi.focus')}
          onClick={() =>
            mapCommands$.next({
              type: 'fly',
              lng: poi.lng,
              lat: poi.lat,
              zoom: MAP_DEFAULTS.poiFocusZoom,
            })
          }
        >
          <Crosshair size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`${t('common.edit')}: ${poi.description}`}
          title={t('common.edit')}
          onClick={() => startUpdate(poi)}
        >
          <Pencil size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`${t('common.delete')}: ${poi.description}`}
          title={t('common.delete')}
          onClick={onDelete}
        >
          <Trash2 size={16} aria-hidden />
        </button>
      </div>
    </li>
  );
}
