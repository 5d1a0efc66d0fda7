import { startTransition, useEffect, useState } from 'react';
import type { ActivityFeature, StopFeature, TimelineItem } from '@fleetdeck/shared';
import { loadRouteColumns, type AnalyserRange } from './analyserApi.js';
import type { RouteColumns } from '@fleetdeck/shared/routeColumns';
import { screenLoads } from './analyserLoads.js';

/** One of the analyser's loads: each has its own loading flag (spec part 2 section 4). */
export type Load<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; message: string };

const IDLE = { state: 'idle' } as const;
const LOADING = { state: 'loading' } as const;

/**
 * Runs `load` for `key` (undefined: nothing to load). The state is derived: an answer counts only
 * for the key it was loaded for, so a newer key reads as loading at once and an older answer that
 * arrives late is never shown. A `background` answer is rendered as a transition: in slices that
 * give way to the route, which arrives at the same moment and is drawn first.
 */
export function useLoad<T>(
  key: string | undefined,
  load: () => Promise<T>,
  background = false,
): Load<T> {
  const [result, setResult] = useState<{ key: string; load: Load<T> }>();
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    load().then(
      (data) => {
        if (!live) return;
        const ready = () => setResult({ key, load: { state: 'ready', data } });
        if (background) startTransition(ready);
        else ready();
      },
      (error: unknown) => {
        console.error('analyser data failed to load', error);
        if (live) {
          const message = error instanceof Error ? error.message : String(error);
          setResult({ key, load: { state: 'error', message } });
        }
      },
    );
    return () => {
      live = false;
    };
    // The loader is made anew each render: the key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === undefined) return IDLE;
  return result?.key === key ? result.load : LOADING;
}

export interface AnalyserData {
  route: Load<RouteColumns>;
  stops: Load<StopFeature[]>;
  activities: Load<ActivityFeature[]>;
  timeline: Load<TimelineItem[]>;
}

/**
 * The four history loads of one truck over a range. Nothing loads until both ends are set; a new
 * truck or range starts all four again; a new stop separation only the stops and the timeline.
 * A failing activities load reads as no activities (spec part 2 section 8).
 */
export function useAnalyserData(
  truck: number,
  range: AnalyserRange | undefined,
  breakMinutes: number,
): AnalyserData {
  const key = range && `${truck} ${range.start.getTime()} ${range.end.getTime()}`;
  const withBreak = key && `${key} ${breakMinutes}`;
  // A direct link's first render takes the answers its page load asked for (analyserLoads.ts).
  const route = useLoad(key, () => screenLoads.route(truck, range!));
  const stops = useLoad(withBreak, () => screenLoads.stops(truck, range!, breakMinutes), true);
  const activities = useLoad(
    key,
    () => screenLoads.activities(truck, range!).catch((): ActivityFeature[] => []),
    true,
  );
  // The timeline and the recap read from it are what a user reads first: drawn as soon as they
  // come. As a transition it waited behind the route's layers and the maps' shader compiles, 1-3 s
  // on software GL (docs/perf.md). The stops and activities add map and chart layers, in slices.
  const timeline = useLoad(withBreak, () => screenLoads.timeline(truck, range!, breakMinutes));
  return { route, stops, activities, timeline };
}

/**
 * The routes of the trucks replayed with the analysed one, over the same range: one call each,
 * all answered before any is drawn. A truck whose route fails is left out (said in the log).
 */
export function useCompanionRoutes(
  ids: readonly number[],
  range: AnalyserRange | undefined,
): Load<{ id: number; route: RouteColumns }[]> {
  const key =
    range && ids.length > 0
      ? `${ids.join(',')} ${range.start.getTime()} ${range.end.getTime()}`
      : undefined;
  return useLoad(key, async () => {
    const answers = await Promise.all(
      ids.map((id) =>
        loadRouteColumns(id, range!).then(
          (route) => ({ id, route }),
          (error: unknown) => {
            console.error(`route of truck ${id} failed to load`, error);
            return undefined;
          },
        ),
      ),
    );
    return answers.filter((a) => a !== undefined);
  });
}
