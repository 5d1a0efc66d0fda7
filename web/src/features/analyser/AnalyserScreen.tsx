import { useAtomValue, useSetAtom } from 'jotai';
import { CalendarRange, Printer, Settings } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  ANALYSER,
  calendarDay,
  filterTimelineStops,
  formatDateTime,
  isValidStopSeparation,
  rangeToInstants,
  type DateRangeState,
  type TimelineItem,
  type Truck,
} from '@fleetdeck/shared';
import { userTimeZone } from '../../app/session/session.js';
import { SUPPORT_EMAIL } from '../../app/paths.js';
import { useShellData } from '../../app/useShellData.js';
import { Dialog } from '../../ui/Dialog.js';
import { updateUserConfigAtom, userConfigAtom } from '../settings/userConfigAtoms.js';
import { useAddress } from '../vehicle/useAddress.js';
import { useVehicle } from '../vehicle/useVehicle.js';
import { VehicleProblem } from '../vehicle/VehicleCard.js';
import { AnalyserMap } from './AnalyserMap.js';
import { printAnalysis } from './printAnalysis.js';
import { rangeFromParams, todayRange } from './analyserRange.js';
import { ReplayBar } from './ReplayBar.js';
import { useReplay } from './replay.js';
import { AnalyserHeader, AnalyserRecap, StopSeparation } from './AnalyserParts.js';
import { ChartSettingsDialog } from './ChartSettingsDialog.js';
import { activityBands, chartItems, chartSeries, telemetryActivityBands } from './chartSeries.js';
import { TelemetryChart } from './TelemetryChart.js';
import { DateRangePicker } from './DateRangePicker.js';
import {
  positionAt,
  routePath,
  sectionOf,
  speedColours,
  type NumberedStop,
  type ReplayedVehicle,
  type RoutePath,
} from './routeLayers.js';

const NO_VEHICLES: ReplayedVehicle[] = [];
const NO_PATHS: RoutePath[] = [];
import { Timeline } from './Timeline.js';
import { useAnalyserData, useCompanionRoutes } from './useAnalyserData.js';
import { fleetPlatesAtom } from '../../data/fleetAtoms.js';
import { companiesAtom } from '../../app/companies.js';
import './analyser.css';

/**
 * The route analyser of one truck (`/analyser/:id`): its details and address; Position (the last
 * point) or Route (a range of at most 3 days): the route by speed with start, finish, numbered
 * stops and activities on the map, the timeline, and the recap. The analyser's code loads only
 * when it is opened.
 */
export function AnalyserScreen() {
  useShellData();
  const { t } = useTranslation();
  const id = Number(useParams()['id']);
  const lookup = useVehicle({ id });
  // The history calls do not wait for the live fleet (a direct link shows the route while the
  // fleet's snapshot travels): the truck's plate and last point join when it arrives. A truck the
  // fleet does not have (another company's, or none) takes the screen once that is known.
  if (!Number.isSafeInteger(id) || id <= 0 || lookup.state === 'missing') {
    return (
      <main className="analyser">
        <AnalyserHeader title={t('analyser.title')} />
        <VehicleProblem state="missing" />
      </main>
    );
  }
  const truck = lookup.state === 'ready' ? lookup.view.truck : undefined;
  return <Analyser truckId={id} plate={truck?.plate ?? String(id)} truck={truck} />;
}

function Analyser({
  truckId,
  plate,
  truck,
}: {
  truckId: number;
  plate: string;
  /** Undefined until the live fleet's snapshot arrives. */
  truck: Truck | undefined;
}) {
  const { t, i18n } = useTranslation();
  const companies = useAtomValue(companiesAtom);
  const timeZone = userTimeZone();
  const config = useAtomValue(userConfigAtom);
  const updateConfig = useSetAtom(updateUserConfigAtom);
  const [mode, setMode] = useState<'position' | 'route'>('route');
  // The range lives in the address (`?start=2026-11-25T06:00&end=…`, the user's zone): a reload
  // or a link sent to a colleague opens the same analysis.
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => todayRange(timeZone));
  // A range no picker could make (unreadable, backwards, over 3 days) is corrected, and the
  // screen says what was wrong, until a range is picked.
  const { range, problems: linkProblems } = useMemo(
    () => rangeFromParams(params.get('start'), params.get('end'), fallback),
    [params, fallback],
  );
  const setRange = (next: DateRangeState) =>
    setParams(
      (p) => {
        p.set('start', `${next.start}T${next.startTime}`);
        p.set('end', `${next.end}T${next.endTime}`);
        return p;
      },
      { replace: true },
    );
  const [today] = useState(() => calendarDay(Date.now(), timeZone) ?? '');
  const [picking, setPicking] = useState(false);
  const [rangeError, setRangeError] = useState<string>();
  const [selected, setSelected] = useState<TimelineItem>();
  const [cursor, setCursor] = useState<number>();
  const [chartSettings, setChartSettings] = useState(false);
  const snapshot = useRef<() => Promise<HTMLCanvasElement>>(undefined);
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState(false);
  const chartConfig = useMemo(() => chartItems(config), [config]);
  const breakMinutes = isValidStopSeparation(config.timeline_break)
    ? config.timeline_break
    : ANALYSER.timelineBreakDefault;

  const instants = useMemo(() => rangeToInstants(range, timeZone), [range, timeZone]);
  const rangeLabel = useMemo(
    () =>
      instants &&
      `${formatDateTime(instants.start, timeZone)} – ${formatDateTime(instants.end, timeZone)}`,
    [instants, timeZone],
  );
  const data = useAnalyserData(truckId, mode === 'route' ? instants : undefined, breakMinutes);
  const colours = useMemo(() => speedColours(), []);
  const path = useMemo(
    () => (data.route.state === 'ready' ? routePath(data.route.data, colours) : undefined),
    [data.route, colours],
  );
  const items = useMemo(
    () =>
      data.timeline.state === 'ready' ? filterTimelineStops(data.timeline.data, breakMinutes) : [],
    [data.timeline, breakMinutes],
  );
  // Stops on the map carry the timeline's numbers (matched by their start).
  const stops = useMemo((): NumberedStop[] => {
    if (data.stops.state !== 'ready') return [];
    const numbers = new Map(
      items.filter((i) => i.type === 'stop').map((i) => [Date.parse(i.start_date), i.stop_index]),
    );
    return data.stops.data.flatMap((s) => {
      const start = Date.parse(s.properties.start_date);
      const n = numbers.get(start);
      return n == null
        ? []
        : [
            {
              position: s.geometry.coordinates,
              n,
              start,
              end: Date.parse(s.properties.end_date),
            },
          ];
    });
  }, [data.stops, items]);
  // The chart is made in a render of its own after the one that puts the route on the map: a
  // 3-day route shows without waiting for its telemetry strips.
  const chartRoute = useDeferredValue(data.route);
  const series = useMemo(
    () => (chartRoute.state === 'ready' ? chartSeries(chartRoute.data, chartConfig) : []),
    [chartRoute, chartConfig],
  );
  const bands = useMemo(
    () =>
      !chartConfig['activity']?.active
        ? undefined
        : chartConfig['activity'].source === 'telemetry'
          ? chartRoute.state === 'ready'
            ? telemetryActivityBands(chartRoute.data)
            : undefined
          : data.timeline.state === 'ready'
            ? activityBands(data.timeline.data)
            : undefined,
    [chartConfig, data.timeline, chartRoute],
  );
  const replay = useReplay(instants?.start.getTime() ?? 0, instants?.end.getTime() ?? 0);
  const [follow, setFollow] = useState(true);
  const [companionIds, setCompanionIds] = useState<number[]>([]);
  const companionLoad = useCompanionRoutes(companionIds, mode === 'route' ? instants : undefined);
  const plates = useAtomValue(fleetPlatesAtom);
  const companions = useMemo(
    () =>
      companionLoad.state === 'ready'
        ? companionLoad.data.map(({ id, route }) => ({
            id,
            plate: plates?.get(id) ?? String(id),
            path: routePath(route, colours),
          }))
        : [],
    // Plates are read when the routes arrive; a new plate does not make the paths again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [companionLoad, colours],
  );
  const companionPaths = useMemo(() => companions.map((c) => c.path), [companions]);
  const replayed = useMemo(
    () =>
      path
        ? {
            clock: replay.clock,
            trucks: [
              { id: truckId, plate, path, main: true },
              ...companions.map((c) => ({ ...c, main: false })),
            ],
          }
        : undefined,
    [replay.clock, path, companions, truckId, plate],
  );
  // The pointer's instant on the map, while no replay instant takes its place.
  const cursorAt = useMemo(
    () => (!replay.active && cursor !== undefined && path ? positionAt(path, cursor) : undefined),
    [replay.active, cursor, path],
  );
  const section = useMemo(
    () =>
      selected && path
        ? sectionOf(path, Date.parse(selected.start_date), Date.parse(selected.end_date))
        : undefined,
    [selected, path],
  );
  // A new range or truck drops the selection.
  const [selectionFor, setSelectionFor] = useState(instants);
  if (selectionFor !== instants) {
    setSelectionFor(instants);
    setSelected(undefined);
  }

  const lp = truck?.lastpoint;
  // Position mode: the truck where it last reported, turned to its heading.
  const lastPoint = useMemo(
    (): ReplayedVehicle[] =>
      lp
        ? [{ id: truckId, plate, position: [lp.lng, lp.lat], heading: lp.heading ?? 0, main: true }]
        : NO_VEHICLES,
    [lp, truckId, plate],
  );
  const address = useAddress(lp?.lat, lp?.lng);
  const driver =
    lp?.driver && lp.driver.id > 1
      ? [lp.driver.name, lp.driver.surname].filter(Boolean).join(' ')
      : undefined;
  const loading = (['route', 'stops', 'activities'] as const).filter(
    (k) => data[k].state === 'loading',
  );
  const failed = data.route.state === 'error';
  const empty = data.route.state === 'ready' && data.route.data.count === 0;

  const print = () => {
    if (!instants) return;
    setPrinting(true);
    setPrintError(false);
    void (async () => {
      try {
        await printAnalysis({
          t,
          language: i18n.language,
          timeZone,
          company: companies?.current?.business_name,
          plate,
          driver,
          start: instants.start.getTime(),
          end: instants.end.getTime(),
          items,
          stops,
          colours,
          map: snapshot.current,
          chart: document.querySelector<SVGSVGElement>('.telemetry-chart > svg') ?? undefined,
        });
      } catch (error) {
        // Spec part 2 section 8: logged, and the print loading cleared; said here in words too.
        console.error('the PDF report failed', error);
        setPrintError(true);
      } finally {
        setPrinting(false);
      }
    })();
  };

  const apply = (next: DateRangeState) => {
    const at = rangeToInstants(next, timeZone);
    if (!at || at.end <= at.start) {
      setRangeError(t('analyser.range_backwards'));
      return;
    }
    setRangeError(undefined);
    setRange(next);
    setPicking(false);
  };
  const saveBreak = useCallback(
    (minutes: number) => void updateConfig({ timeline_break: minutes }),
    [updateConfig],
  );

  return (
    <main className="analyser">
      <AnalyserHeader title={`${t('analyser.title')} · ${plate}`}>
        <div className="analyser-vehicle">
          {driver && <span>{driver}</span>}
          <span data-testid="analyser-address">{address?.display_name ?? ''}</span>
        </div>
        <div className="segmented" role="radiogroup" aria-label={t('analyser.title')}>
          {(['position', 'route'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              onClick={() => setMode(m)}
            >
              {t(`analyser.${m}`)}
            </button>
          ))}
        </div>
        {mode === 'route' && (
          <button
            type="button"
            className="analyser-print"
            onClick={print}
            disabled={
              printing ||
              !path ||
              path.positions.length === 0 ||
              loading.length > 0 ||
              data.timeline.state === 'loading'
            }
          >
            <Printer size={16} aria-hidden />
            {printing ? t('analyser.printing') : t('analyser.print')}
          </button>
        )}
        {printError && (
          <p role="alert" className="field-error">
            {t('analyser.print_error')}
          </p>
        )}
        {mode === 'route' && (
          <button type="button" className="analyser-range" onClick={() => setPicking(true)}>
            <CalendarRange size={16} aria-hidden />
            <span className="visually-hidden">{t('analyser.date_filter')}: </span>
            {rangeLabel ?? t('analyser.date_filter')}
          </button>
        )}
      </AnalyserHeader>
      {mode === 'route' && linkProblems.length > 0 && rangeLabel && (
        <p className="analyser-notice" role="status" data-testid="analyser-range-notice">
          {[
            ...linkProblems.map((p) =>
              t(`analyser.link_range_${p}`, { days: ANALYSER.maxRangeDays }),
            ),
            t('analyser.link_range_showing', { range: rangeLabel }),
          ].join(' ')}
        </p>
      )}
      {mode === 'position' ? (
        <section className="analyser-position" aria-label={t('analyser.position')}>
          <p>
            <strong>{address?.display_name ?? t('common.loading')}</strong>
            <span>{lp ? formatDateTime(lp.date, timeZone) : ''}</span>
          </p>
        </section>
      ) : (
        <p className="analyser-status" role="status" aria-live="polite">
          {loading.length > 0 && loading.map((k) => t(`analyser.loading_${k}`)).join(' · ')}
        </p>
      )}
      <div className="analyser-body">
        <AnalyserMap
          path={mode === 'route' ? path : undefined}
          stops={mode === 'route' ? stops : []}
          activities={
            mode === 'route' && data.activities.state === 'ready' ? data.activities.data : []
          }
          section={section}
          selectedStop={selected?.type === 'stop' ? (selected.stop_index ?? undefined) : undefined}
          onStop={(n) => setSelected(items.find((i) => i.type === 'stop' && i.stop_index === n))}
          position={mode === 'position' && lp ? [lp.lng, lp.lat] : undefined}
          cursor={mode === 'route' ? cursorAt : undefined}
          vehicles={mode === 'route' ? NO_VEHICLES : lastPoint}
          replay={mode === 'route' ? replayed : undefined}
          companions={mode === 'route' ? companionPaths : NO_PATHS}
          follow={follow && replay.playing}
          snapshot={snapshot}
          timeZone={timeZone}
        />
        {mode === 'route' && (empty || failed) && (
          <div className="analyser-empty" role="alert">
            <strong>{failed ? t('analyser.loading_error') : t('analyser.no_data')}</strong>
            {!failed && <span>{t('analyser.no_data_description')}</span>}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{t('analyser.contact_support')}</a>
          </div>
        )}
      </div>
      {mode === 'route' && instants && (
        <section className="analyser-bottom" aria-label={t('analyser.timeline')}>
          <header>
            <h2>{t('analyser.timeline')}</h2>
            <StopSeparation value={breakMinutes} onChange={saveBreak} />
          </header>
          {path && path.positions.length > 0 && (
            <ReplayBar
              replay={replay}
              start={instants.start.getTime()}
              end={instants.end.getTime()}
              follow={follow}
              onFollow={setFollow}
              companions={companionIds}
              onCompanions={setCompanionIds}
              truckId={truckId}
              timeZone={timeZone}
            />
          )}
          <div className="analyser-charts">
            {/* Chart and timeline share one column and one time scale: their cursors line up. */}
            <div className="analyser-plots">
              {series.length + (bands ? 1 : 0) > 0 && (
                <TelemetryChart
                  series={series}
                  bands={bands}
                  start={instants.start.getTime()}
                  end={instants.end.getTime()}
                  cursor={cursor}
                  timeZone={timeZone}
                  clock={replay.clock}
                  onCursor={setCursor}
                />
              )}
              {data.timeline.state === 'loading' && <p className="muted">{t('common.loading')}</p>}
              {data.timeline.state === 'error' && (
                <p role="alert" className="field-error">
                  {t('analyser.timeline_error')}
                </p>
              )}
              {items.length > 0 && (
                <Timeline
                  items={items}
                  start={instants.start.getTime()}
                  end={instants.end.getTime()}
                  selected={selected}
                  onSelect={setSelected}
                  cursor={cursor}
                  clock={replay.clock}
                  onSeek={replay.seek}
                  timeZone={timeZone}
                />
              )}
            </div>
            <aside className="analyser-side">
              <AnalyserRecap items={items} />
              <button type="button" onClick={() => setChartSettings(true)}>
                <Settings size={16} aria-hidden />
                {t('analyser.chart_settings')}
              </button>
            </aside>
          </div>
        </section>
      )}
      {chartSettings && (
        <ChartSettingsDialog
          items={chartConfig}
          onSave={(items) => updateConfig({ chart: { ...config.chart, items } })}
          onClose={() => setChartSettings(false)}
        />
      )}
      <Dialog title={t('analyser.date_filter')} open={picking} onClose={() => setPicking(false)}>
        <DateRangePicker
          value={range}
          today={today}
          options={{ maxDays: ANALYSER.maxRangeDays, isLocked: (day) => day > today }}
          onApply={apply}
          onClose={() => setPicking(false)}
        />
        {rangeError && (
          <p role="alert" className="field-error">
            {rangeError}
          </p>
        )}
      </Dialog>
    </main>
  );
}
