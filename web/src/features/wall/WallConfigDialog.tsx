import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  newWallView,
  ROTATE_MIN_SECONDS,
  WALL_TILES,
  wallConfigSchema,
  type WallConfig,
  type WallView,
} from '@fleetdeck/shared';
import { mapCamera$ } from '../../map/vehicles/vehicleStream.js';
import { Dialog } from '../../ui/Dialog.js';
import { saveWallConfig } from './wallConfigApi.js';
import { WallTokensSection } from './WallTokensSection.js';
import { WallViewMapFields } from './WallViewMapFields.js';

/** The map's settled camera as a view's area. */
function currentArea(): WallView['area'] {
  const camera = mapCamera$.value;
  if (!camera) return null;
  const [w, s, e, n] = camera.bbox;
  const round = (x: number): number => Math.round(x * 10_000) / 10_000;
  return {
    lng: round((w + e) / 2),
    lat: round((s + n) / 2),
    zoom: Math.round(camera.zoom * 10) / 10,
  };
}

/** The company's wall views (tiles, map area) and rotation, for those who manage the company. */
export function WallConfigDialog({
  config,
  onSaved,
  onClose,
}: {
  config: WallConfig;
  onSaved: (config: WallConfig) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<WallConfig>(config);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const setView = (index: number, view: Partial<WallView>): void =>
    setDraft((d) => ({
      ...d,
      views: d.views.map((v, i) => (i === index ? { ...v, ...view } : v)),
    }));
  const rotateBad = draft.rotateSeconds !== 0 && draft.rotateSeconds < ROTATE_MIN_SECONDS;

  const save = async (): Promise<void> => {
    if (rotateBad) return setError(t('wall.rotate_invalid', { min: ROTATE_MIN_SECONDS }));
    const parsed = wallConfigSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = issue?.path[1];
      const where = typeof index === 'number' ? `${t('wall.view_n', { n: index + 1 })}: ` : '';
      return setError(
        `${where}${issue?.path.at(-1) === 'tiles' ? t('wall.tiles') : ''} ${issue?.message ?? ''}`,
      );
    }
    setSaving(true);
    setError(undefined);
    try {
      onSaved(await saveWallConfig(parsed.data));
      onClose();
    } catch (e) {
      setError(`${t('wall.save_error')}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog title={t('wall.configure')} open onClose={onClose} className="wall-config-dialog">
      <fieldset className="wall-config" disabled={saving}>
        {draft.views.map((view, index) => (
          <fieldset key={index} className="wall-config-view">
            <legend>{view.name || t('wall.view_n', { n: index + 1 })}</legend>
            <label>
              {t('wall.view_name')}
              <input
                type="text"
                maxLength={60}
                value={view.name}
                placeholder={t('wall.view_n', { n: index + 1 })}
                onChange={(e) => setView(index, { name: e.target.value })}
              />
            </label>
            <div role="group" aria-label={t('wall.tiles')} className="wall-config-tiles">
              {WALL_TILES.map((tile) => (
                <label key={tile}>
                  <input
                    type="checkbox"
                    checked={view.tiles.includes(tile)}
                    onChange={(e) =>
                      setView(index, {
                        tiles: e.target.checked
                          ? WALL_TILES.filter((x) => x === tile || view.tiles.includes(x))
                          : view.tiles.filter((x) => x !== tile),
                      })
                    }
                  />
                  {t(`wall.tile_${tile}`)}
                </label>
              ))}
            </div>
            {view.tiles.includes('map') && (
              <WallViewMapFields view={view} onChange={(part) => setView(index, part)} />
            )}
            <div className="wall-config-area">
              <span>
                {t('wall.area')}:{' '}
                {view.area ? t('wall.area_saved', { zoom: view.area.zoom }) : t('wall.area_all')}
              </span>
              <button type="button" onClick={() => setView(index, { area: currentArea() })}>
                {t('wall.area_current')}
              </button>
              {view.area && (
                <button type="button" onClick={() => setView(index, { area: null })}>
                  {t('wall.area_all')}
                </button>
              )}
              {draft.views.length > 1 && (
                <button
                  type="button"
                  onClick={() =>
                    setDraft((d) => ({ ...d, views: d.views.filter((_, i) => i !== index) }))
                  }
                >
                  {t('wall.remove_view')}
                </button>
              )}
            </div>
          </fieldset>
        ))}
        {draft.views.length < 12 && (
          <button
            type="button"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                views: [...d.views, newWallView(['map', 'alerts'], currentArea())],
              }))
            }
          >
            {t('wall.add_view')}
          </button>
        )}
        <label className="wall-config-rotate">
          {t('wall.rotate')}
          <input
            type="number"
            min={0}
            max={3600}
            step={5}
            value={draft.rotateSeconds}
            aria-invalid={rotateBad}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                rotateSeconds: Math.max(0, Math.round(Number(e.target.value) || 0)),
              }))
            }
          />
        </label>
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="primary" onClick={() => void save()}>
            {t('common.save')}
          </button>
        </div>
      </fieldset>
      <WallTokensSection />
    </Dialog>
  );
}
