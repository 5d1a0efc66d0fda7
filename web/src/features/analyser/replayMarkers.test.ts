// @vitest-environment happy-dom
import type { Map as MaplibreMap } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplayedVehicle } from './routeLayers.js';
import { ReplayMarkers } from './replayMarkers.js';
import {
  markerItems,
  markerServer,
  type MarkerFrame,
  type MarkerRequest,
} from './replayMarkersPaint.js';

// The icons' atlas is drawn with paths happy-dom has not: any canvas stands for it here.
vi.mock('./analyserIcons.js', async (actual) => ({
  ...(await actual<typeof import('./analyserIcons.js')>()),
  drawAnalyserIcons: () => document.createElement('canvas'),
}));

/** A 2D context that records what is drawn: icons (where, turned how) and labels. */
function recordingContext() {
  const calls: { op: string; args: unknown[] }[] = [];
  let transform = [1, 0, 0, 1, 0, 0];
  const ctx = {
    font: '',
    textAlign: '',
    textBaseline: '',
    fillStyle: '',
    setTransform: (...m: number[]) => (transform = m),
    clearRect: (...args: number[]) => calls.push({ op: 'clear', args }),
    drawImage: () => calls.push({ op: 'icon', args: [...transform] }),
    fillRect: () => undefined,
    measureText: (text: string) => ({ width: text.length * 7 }),
    fillText: (text: string, x: number, y: number) =>
      calls.push({ op: 'label', args: [text, x, y] }),
  };
  return { ctx, calls };
}

/** A map 10 px per degree, its canvas container followed by one deck canvas host. */
function fakeMap() {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 800 });
  Object.defineProperty(container, 'clientHeight', { value: 600 });
  const canvasContainer = document.createElement('div');
  const deck = document.createElement('div');
  deck.className = 'deck-over-map';
  const controls = document.createElement('div');
  container.append(canvasContainer, deck, controls);
  const handlers = new Map<string, () => void>();
  let offset = 0;
  const map = {
    getContainer: () => container,
    getCanvasContainer: () => canvasContainer,
    project: ([lng, lat]: [number, number]) => ({ x: lng * 10 + offset, y: 500 - lat * 10 }),
    on: (type: string, fn: () => void) => handlers.set(type, fn),
    off: (type: string) => handlers.delete(type),
  };
  const pan = (dx: number) => {
    offset += dx;
    handlers.get('move')?.();
  };
  return { map: map as unknown as MaplibreMap, container, deck, controls, handlers, pan };
}

const truck = (id: number, lng: number, speed?: number): ReplayedVehicle => ({
  id,
  plate: `AA${id}`,
  position: [lng, 45],
  heading: 90,
  speed,
  main: id === 1,
});

let recorded: ReturnType<typeof recordingContext>;
/** The canvases' offscreen sides handed out, as the browser does where it has them. */
let offscreens: { width: number; height: number; getContext: () => unknown }[];
beforeEach(() => {
  recorded = recordingContext();
  offscreens = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => recorded.ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'transferControlToOffscreen').mockImplementation(() => {
    const offscreen = { width: 300, height: 150, getContext: () => recorded.ctx };
    offscreens.push(offscreen);
    return offscreen as unknown as OffscreenCanvas;
  });
});
afterEach(() => vi.restoreAllMocks());

/** The last frame's drawing: icons at (x, y) with their turn, and labels. */
function lastFrame() {
  const { calls } = recorded;
  let from = 0;
  calls.forEach((c, i) => {
    if (c.op === 'clear') from = i + 1;
  });
  return calls.slice(from).map((c) =>
    c.op === 'icon'
      ? {
          icon: [c.args[4], c.args[5]],
          turn: Math.round((Math.atan2(c.args[1] as number, c.args[0] as number) * 180) / Math.PI),
        }
      : { label: c.args[0] },
  );
}

describe('the replayed trucks over the map', () => {
  it('sits above the route canvas and below the controls, and draws each truck where the map projects it, the analysed one last', () => {
    const { map, container, deck, controls } = fakeMap();
    const markers = new ReplayMarkers(map, null);
    const host = container.querySelector<HTMLElement>('[data-testid="replay-markers"]');
    expect(host?.previousElementSibling).toBe(deck);
    expect(host?.nextElementSibling).toBe(controls);
    markers.set([truck(1, 10, 60), truck(2, 12)]);
    expect(lastFrame()).toEqual([
      { icon: [120, 50], turn: 90 },
      { label: 'AA2' },
      { icon: [100, 50], turn: 90 },
      { label: 'AA1 · 60 km/h' },
    ]);
    expect(host?.dataset.trucks).toBe('2');
  });

  it('moves the trucks on each frame but takes their labels again only when asked, and clears what it drew before', () => {
    const { map } = fakeMap();
    const markers = new ReplayMarkers(map, null);
    const trucks = [truck(1, 10, 60), truck(2, 12, 40)];
    markers.set(trucks);
    trucks[0]!.position = [11, 45];
    trucks[0]!.speed = 70;
    trucks[1]!.heading = 180;
    markers.set(trucks, false);
    expect(recorded.calls.filter((c) => c.op === 'clear')).toHaveLength(1);
    expect(lastFrame()).toEqual([
      { icon: [120, 50], turn: 180 },
      { label: 'AA2 · 40 km/h' },
      { icon: [110, 50], turn: 90 },
      { label: 'AA1 · 60 km/h' },
    ]);
    markers.set(trucks, true);
    expect(markers.shown).toEqual(['AA1 · 70 km/h', 'AA2 · 40 km/h']);
  });

  it('labels a truck entering its route at once, and draws no more one that left', () => {
    const { map } = fakeMap();
    const markers = new ReplayMarkers(map, null);
    markers.set([truck(1, 10, 60), truck(2, 12)]);
    markers.set([truck(1, 10, 60), truck(3, 14, 20)], false);
    expect(lastFrame().filter((d) => 'label' in d)).toEqual([
      { label: 'AA3 · 20 km/h' },
      { label: 'AA1 · 60 km/h' },
    ]);
  });

  it("draws on the canvas's offscreen side, sized to the map's box, or on the canvas itself where the browser has none", () => {
    const { map, container } = fakeMap();
    new ReplayMarkers(map, null).set([truck(1, 10)]);
    expect(offscreens).toHaveLength(1);
    expect([offscreens[0]!.width, offscreens[0]!.height]).toEqual([800, 600]);
    const onPage = container.querySelector('canvas')!;
    expect([onPage.width, onPage.height]).toEqual([300, 150]);
    expect(lastFrame()).toHaveLength(2);

    vi.restoreAllMocks();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => recorded.ctx as unknown as CanvasRenderingContext2D,
    );
    const proto = HTMLCanvasElement.prototype;
    const own = Object.getOwnPropertyDescriptor(proto, 'transferControlToOffscreen')!;
    Object.defineProperty(proto, 'transferControlToOffscreen', { ...own, value: undefined });
    recorded.calls.length = 0;
    try {
      const other = fakeMap();
      new ReplayMarkers(other.map, null).set([truck(1, 10), truck(2, 12)]);
      const canvas = other.container.querySelector('canvas')!;
      expect([canvas.width, canvas.height]).toEqual([800, 600]);
      expect(lastFrame().filter((d) => 'icon' in d)).toHaveLength(2);
    } finally {
      Object.defineProperty(proto, 'transferControlToOffscreen', own);
    }
  });

  it('skips trucks far outside the view, follows the camera, and leaves the map when removed', () => {
    const { map, container, handlers, pan } = fakeMap();
    const markers = new ReplayMarkers(map, null);
    markers.set([truck(1, 10), truck(2, 200)]);
    expect(lastFrame().filter((d) => 'icon' in d)).toHaveLength(1);
    pan(-30);
    expect(lastFrame()[0]).toEqual({ icon: [70, 50], turn: 90 });
    markers.remove();
    expect(container.querySelector('[data-testid="replay-markers"]')).toBeNull();
    expect(handlers.size).toBe(0);
  });
});

/** A worker that keeps what the page posts to it. */
function fakeWorker() {
  const posted: { message: MarkerRequest; transfer: unknown[] }[] = [];
  const worker = {
    terminated: false,
    postMessage(message: MarkerRequest, transfer: unknown[] = []) {
      posted.push({ message, transfer });
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return { worker, posted };
}

describe('the replayed trucks drawn by a worker', () => {
  it('hands the canvas to the worker and posts where the map shows each truck, drawing nothing in the page', () => {
    const { map, pan } = fakeMap();
    const { worker, posted } = fakeWorker();
    let made = 0;
    const markers = new ReplayMarkers(map, () => {
      made += 1;
      return worker as unknown as Worker;
    });
    // No worker until there is a truck to draw (a route opened without a replay starts none).
    markers.set([]);
    expect(made).toBe(0);
    markers.set([truck(1, 10, 60), truck(2, 12)]);
    expect(made).toBe(1);
    const [init, size] = posted;
    expect(init?.message.type).toBe('init');
    expect(init?.transfer).toEqual([offscreens[0]]);
    expect(size?.message).toEqual({ type: 'size', width: 800, height: 600, ratio: 1 });
    const first = posted.at(-1)!;
    expect(first.message).toEqual({
      type: 'draw',
      coords: new Float64Array([100, 50, 90, 1, 120, 50, 90, 0]),
      texts: ['AA1 · 60 km/h', 'AA2'],
    });
    // The coordinates' buffer is handed over, not copied.
    expect(first.transfer).toHaveLength(1);
    pan(-30);
    const moved = posted.at(-1)!.message as MarkerFrame;
    // The labels did not change: they are not sent again.
    expect(moved).toEqual({
      type: 'draw',
      coords: new Float64Array([70, 50, 90, 1, 90, 50, 90, 0]),
    });
    expect(markerItems(moved, ['AA1 · 60 km/h', 'AA2'])[1]).toEqual({
      x: 90,
      y: 50,
      heading: 90,
      main: false,
      text: 'AA2',
    });
    expect(recorded.calls).toEqual([]);
    markers.remove();
    expect(worker.terminated).toBe(true);
  });
});

describe("the worker's side", () => {
  it('draws on the canvas it was handed, at the size asked', () => {
    const made: { width: number; height: number }[] = [];
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          public width: number,
          public height: number,
        ) {
          made.push(this);
        }
        getContext() {
          return null;
        }
      },
    );
    vi.stubGlobal('Path2D', class {});
    try {
      const serve = markerServer();
      const canvas = { width: 300, height: 150, getContext: () => recorded.ctx };
      serve({ type: 'size', width: 400, height: 200, ratio: 2 });
      serve({ type: 'init', canvas: canvas as unknown as OffscreenCanvas, fills: {} });
      expect([canvas.width, canvas.height]).toEqual([800, 400]);
      // The icons' atlas: one row of six 64 px cells.
      expect(made.map((c) => [c.width, c.height])).toEqual([[384, 64]]);
      serve({ type: 'draw', coords: new Float64Array([10, 20, 0, 1]), texts: ['AA1'] });
      expect(lastFrame()).toEqual([{ icon: [20, 40], turn: 0 }, { label: 'AA1' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
