import { useAtomValue } from 'jotai';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  clockFor,
  DEFAULT_WALL_CONFIG,
  ROTATE_MIN_SECONDS,
  UPSTREAM_SOURCES,
  type UpstreamSource,
  type WallConfig,
  type WallTile,
} from '@fleetdeck/shared';
import { companiesAtom } from '../../app/companies.js';
import { readSession, userTimeZone } from '../../app/session/session.js';
import { useShellData } from '../../app/useShellData.js';
import { fleetStatusAtom } from '../../data/fleetAtoms.js';
import { upstreamHealthAtom } from '../../data/liveAtoms.js';
import { mapCommands$ } from '../../map/mapCommands.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import { useSeriousAlertSignals } from '../alerts/useSeriousAlertSignals.js';
import { useMapScale } from './useMapScale.js';
import { WallConfigDialog } from './WallConfigDialog.js';
import { WallMapTile } from './WallMapTile.js';
import { AlertQueueTile, CountersTile, DrivingTile } from './WallTiles.js';
import { loadWallConfig } from './wallConfigApi.js';
import { bannerState, dataAge, formatAge, wallGrid } from './wallData.js';
import './wall.css';

/** A time of day on the wall, in the user's zone (the one the rest of the product uses). */
function wallTime(ms: number, language: string): string {
  return clockFor(language, userTimeZone()).timeSeconds(ms);
}

/** The current second, for the clock and the data ages (only the header re-renders). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Keeps the screen on while the wall is shown (and again after the tab comes back). */
function useWakeLock(): void {
  useEffect(() => {
    let lock: { release(): Promise<void> } | undefined;
    let gone = false;
    const request = (): void => {
      const api = (
        navigator as Navigator & {
          wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
        }
      ).wakeLock;
      if (!api || document.visibilityState !== 'visible') return;
      api.request('screen').then(
        (sentinel) => {
          if (gone) void sentinel.release();
          else lock = sentinel;
        },
        (error: unknown) => console.info('screen wake lock not granted', error),
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}

function WallHeader(props: {
  view: string;
  paused: boolean;
  problem: string | undefined;
  onConfigure?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const companies = useAtomValue(companiesAtom);
  const health = useAtomValue(upstreamHealthAtom);
  const fleet = useAtomValue(fleetStatusAtom);
  return (
    <header className="wall-header">
      <h1>{t('wall.title')}</h1>
      <span className="wall-company" data-testid="current-company">
        {companies?.current?.business_name}
      </span>
      <time className="wall-clock" dateTime={new Date(now).toISOString()}>
        {wallTime(now, i18n.language)}{' '}
        <span className="wall-zone">{clockFor(i18n.language, userTimeZone()).zoneName(now)}</span>
      </time>
      <ul className="wall-sources" aria-label={t('wall.tile_health')}>
        {UPSTREAM_SOURCES.map((source: UpstreamSource) => {
          const measured = dataAge(
            health?.find((h) => h.source === source),
            now,
          );
          // With the live stream down, nothing here is live, whatever the relay last said.
          const age =
            fleet?.connection !== 'live' && measured.state === 'live'
              ? { state: 'stale' as const, age: measured.age }
              : measured;
          return (
            <li key={source} data-source={source} data-state={age.state}>
              <strong>{t(`wall.source_${source}`)}</strong>{' '}
              {age.state === 'live'
                ? `${t('wall.live')} · ${formatAge(age.age)}`
                : age.state === 'stale'
                  ? t('wall.stale_since', { age: formatAge(age.age) })
                  : t('wall.no_data')}
            </li>
          );
        })}
      </ul>
      <span className="wall-view" data-testid="wall-view">
        {props.view}
      </span>
      {props.paused && (
        <span className="wall-paused" role="status">
          {t('wall.paused')}
        </span>
      )}
      {props.problem && <span className="error-text">{props.problem}</span>}
      {props.onConfigure && (
        <button type="button" className="wall-configure" onClick={props.onConfigure}>
          {t('wall.configure')}
        </button>
      )}
      {/* A screen signed in by a wall token has no map to go back to. */}
      {readSession().logged_user?.username !== 'wall' && (
        <Link to="/" className="wall-exit">
          {t('wall.exit')}
        </Link>
      )}
    </header>
  );
}

/** The full-width banner while the data stops; the tiles keep the last data behind it. */
function StreamDownBanner() {
  const { t, i18n } = useTranslation();
  const connection = useAtomValue(fleetStatusAtom)?.connection ?? 'connecting';
  const health = useAtomValue(upstreamHealthAtom);
  const now = useNow();
  const down = connection !== 'live';
  // When the stream last went down or came back (state derived during render, no effect).
  const [since, setSince] = useState({ down, at: now });
  if (since.down !== down) setSince({ down, at: now });
  const banner = bannerState(
    connection,
    since.down === down ? now - since.at : 0,
    health?.find((h) => h.source === 'trucks'),
    since.at,
  );
  if (!banner) return null;
  const time = wallTime(banner.since, i18n.language);
  return (
    <div className="wall-banner" role="alert" data-kind={banner.kind}>
      <strong>{t(banner.kind === 'stream' ? 'wall.stream_down' : 'wall.upstream_down')}</strong>
      <span>
        {t(banner.kind === 'stream' ? 'wall.stream_down_detail' : 'wall.upstream_down_detail', {
          time,
        })}
      </span>
    </div>
  );
}

function HealthTile() {
  const { t, i18n } = useTranslation();
  const health = useAtomValue(upstreamHealthAtom);
  return (
    <section className="wall-tile wall-health" aria-label={t('wall.tile_health')}>
      <h2>{t('wall.tile_health')}</h2>
      <ul>
        {UPSTREAM_SOURCES.map((source) => {
          const h = health?.find((x) => x.source === source);
          return (
            <li key={source} data-state={h?.state ?? 'down'}>
              <strong>{t(`wall.source_${source}`)}</strong>
              <span>
                {h?.lastSuccessAt
                  ? t('wall.health_last_ok', {
                      time: wallTime(h.lastSuccessAt, i18n.language),
                    })
                  : t('wall.no_data')}
              </span>
              {h && h.consecutiveFailures > 0 && (
                <span className="error-text">
                  {t('wall.health_failures', { count: h.consecutiveFailures })}
                  {h.lastError ? ` · ${t('wall.health_last_error', { error: h.lastError })}` : ''}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** True while the user types in a field (the configuration dialog): keys there are text. */
const typing = (target: EventTarget | null): boolean =>
  Boolean((target as HTMLElement | null)?.closest('input, textarea, select, dialog'));

/**
 * The saved views in turn, every `rotateSeconds` (when there are several); any key pauses the
 * rotation and the next resumes it. The map goes to each view's area (or fits all the trucks).
 */
/** The view on screen; `mapKey` changes when the map is made again (it is then sent the view's area). */
function useRotation(config: WallConfig, mapKey: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = config.views.length;
  const seconds = config.rotateSeconds;
  const rotating = count > 1 && seconds >= ROTATE_MIN_SECONDS && !paused;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), seconds * 1000);
    return () => clearInterval(timer);
  }, [rotating, count, seconds]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      setPaused((p) => !p);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const current = index % count;
  const view = config.views[current] ?? DEFAULT_WALL_CONFIG.views[0];
  const area = view?.area;
  useEffect(() => {
    // The map may mount with this view: give it a frame to exist before moving it.
    const timer = setTimeout(
      () => mapCommands$.next(area ? { type: 'fly', ...area } : 'fit_all'),
      50,
    );
    return () => clearTimeout(timer);
  }, [current, area, mapKey]);
  return { index: current, view, paused: paused && count > 1 && seconds > 0 };
}

const TILE_PARTS: Record<Exclude<WallTile, 'map'>, () => ReactNode> = {
  counters: () => <CountersTile />,
  alerts: () => <AlertQueueTile />,
  driving: () => <DrivingTile />,
  health: () => <HealthTile />,
};

/**
 * The control-room wall (`/wall`): large type for a screen seen from across the room, the live map,
 * the fleet by status and alert kind, the alerts nobody has handled yet, drivers about to run out
 * of driving time, the age of every source, a clock, and a full-screen banner while the live stream
 * is down. The screen stays awake.
 */
export function WallScreen() {
  useShellData();
  useWakeLock();
  useSeriousAlertSignals();
  const { t } = useTranslation();
  const ability = useAtomValue(abilityAtom);
  const [config, setConfig] = useState<WallConfig>();
  const [configError, setConfigError] = useState<string>();
  const [configuring, setConfiguring] = useState(false);
  useEffect(() => {
    let live = true;
    loadWallConfig().then(
      (loaded) => live && setConfig(loaded),
      (error: unknown) => {
        if (!live) return;
        // The wall still runs on the default views; the header says why its own are missing.
        setConfigError(error instanceof Error ? error.message : String(error));
        setConfig(DEFAULT_WALL_CONFIG);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const shown = config ?? DEFAULT_WALL_CONFIG;
  const mapScale = useMapScale();
  const { index, view, paused } = useRotation(shown, mapScale);
  const tiles = view?.tiles ?? [];
  const others = tiles.filter((tile): tile is Exclude<WallTile, 'map'> => tile !== 'map');
  const withMap = tiles.includes('map');
  const grid = wallGrid(others, withMap);
  const label = t('wall.view_of', {
    name: view?.name || t('wall.view_n', { n: index + 1 }),
    n: index + 1,
    total: shown.views.length,
  });
  return (
    <div className="wall">
      <WallHeader
        view={label}
        paused={paused}
        problem={configError}
        {...(ability.can('manage', 'CompanyConfig') && config
          ? { onConfigure: () => setConfiguring(true) }
          : {})}
      />
      <main
        className="wall-grid"
        data-map={withMap || undefined}
        style={{ gridTemplateColumns: grid.columns, gridTemplateRows: grid.rows }}
      >
        {withMap && view && <WallMapTile view={view} scale={mapScale} />}
        {others.map((tile) => (
          <Fragment key={tile}>{TILE_PARTS[tile]()}</Fragment>
        ))}
      </main>
      <StreamDownBanner />
      {configuring && config && (
        <WallConfigDialog
          config={config}
          onSaved={setConfig}
          onClose={() => setConfiguring(false)}
        />
      )}
    </div>
  );
}
