import { useAtomValue, useSetAtom } from 'jotai';
import { ArrowLeft, CalendarRange, Settings } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
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
import { AnalyserRecap, StopSeparation } from './AnalyserParts.js';
import { ChartSettingsDialog } from './ChartSettingsDialog.js';
import { activityBands, chartItems, chartSeries } from './chartSeries.js';
import { TelemetryChart } from './TelemetryChart.js';
import { DateRangePicker } from './DateRangePicker.js';
import {
  positionAt,
  routePath,
  sectionOf,
  speedColours,
  type NumberedStop,
} from './routeLayers.js';
import { Timeline } from './Timeline.js';
import { useAnalyserData } from './useAnalyserData.js';
import './analyser.css';

/** Today from midnight to the current minute, in the user's zone: the range the analyser opens on. */
function todayRange(timeZone: string): DateRangeState {
  const day = calendarDay(Date.now(), timeZone) ?? new Date().toISOString().slice(0, 10);
  const time = new Date().toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return { start: day, end: day, startTime: '00:00', endTime: time };
}

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
  if (lookup.state !== 'ready') {
    return (
      <main className="analyser">
        <AnalyserHeader title={t('analyser.title')} />
        <VehicleProblem state={lookup.state} />
      </main>
    );
  }
  return <Analyser truckId={id} plate={lookup.view.truck.plate} truck={lookup.view.truck} />;
}

function AnalyserHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="analyser-header">
      <Link to="/" className="back-link">
        <ArrowLeft size={16} aria-hidden />
        {t('analyser.back_to_map')}
      </Link>
      <h1>{title}</h1>
      {children}
    </header>
  );
}

function Analyser({ truckId, plate, truck }: { truckId: number; plate: string; truck: Truck }) {
  const { t } = useTranslation();
  const timeZone = userTimeZone();
  const config = useAtomValue(userConfigAtom);
  const updateConfig = useSetAtom(updateUserConfigAtom);
  const [mode, setMode] = useState<'position' | 'route'>('route');
  const [range, setRange] = useState<DateRangeState>(() => todayRange(timeZone));
  const [today] = useState(() => calendarDay(Date.now(), timeZone) ?? '');
  const [picking, setPicking] = useState(false);
  const [rangeError, setRangeError] = useState<string>();
  const [selected, setSelected] = useState<TimelineItem>();
  const [cursor, setCursor] = useState<number>();
  const [chartSettings, setChartSettings] = useState(false);
  const chartConfig = useMemo(() => chartItems(config), [config]);
  const breakMinutes = isValidStopSeparation(config.timeline_break)
    ? config.timeline_break
    : ANALYSER.timelineBreakDefault;

  const instants = useMemo(() => rangeToInstants(range, timeZone), [range, timeZone]);
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
  const series = useMemo(
    () => (data.route.state === 'ready' ? chartSeries(data.route.data, chartConfig) : []),
    [data.route, chartConfig],
  );
  const bands = useMemo(
    () =>
      chartConfig['activity']?.active && data.timeline.state === 'ready'
        ? activityBands(data.timeline.data)
        : undefined,
    [chartConfig, data.timeline],
  );
  const cursorAt = useMemo(
    () => (cursor !== undefined && path ? positionAt(path, cursor) : undefined),
    [cursor, path],
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

  const lp = truck.lastpoint;
  const address = useAddress(lp?.lat, lp?.lng);
  const driver =
    lp?.driver && lp.driver.id > 1
      ? [lp.driver.name, lp.driver.surname].filter(Boolean).join(' ')
      : undefined;
  const loading = (['route', 'stops', 'activities'] as const).filter(
    (k) => data[k].state === 'loading',
  );
  const failed = data.route.state === 'error' || data.timeline.state === 'error';
  const empty = data.route.state === 'ready' && data.route.data.length === 0;

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
          <button type="button" className="analyser-range" onClick={() => setPicking(true)}>
            <CalendarRange size={16} aria-hidden />
            <span className="visually-hidden">{t('analyser.date_filter')}: </span>
            {instants
              ? `${formatDateTime(instants.start, timeZone)} – ${formatDateTime(instants.end, timeZone)}`
              : t('analyser.date_filter')}
          </button>
        )}
      </AnalyserHeader>
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
          <div className="analyser-charts">
            {series.length + (bands ? 1 : 0) > 0 ? (
              <TelemetryChart
                series={series}
                bands={bands}
                start={instants.start.getTime()}
                end={instants.end.getTime()}
                cursor={cursor}
                onCursor={setCursor}
              />
            ) : (
              <div className="telemetry-chart" />
            )}
            <aside className="analyser-side">
              <AnalyserRecap items={items} />
              <button type="button" onClick={() => setChartSettings(true)}>
                <Settings size={16} aria-hidden />
                {t('analyser.chart_settings')}
              </button>
            </aside>
          </div>
          {data.timeline.state === 'loading' && <p className="muted">{t('common.loading')}</p>}
          {items.length > 0 && (
            <Timeline
              items={items}
              start={instants.start.getTime()}
              end={instants.end.getTime()}
              selected={selected}
              onSelect={setSelected}
              cursor={cursor}
              timeZone={timeZone}
            />
          )}
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
