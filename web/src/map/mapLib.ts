import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// maplibre-gl 6 loads its worker from a URL; point it at the copy Vite bundles with the app.
maplibregl.setWorkerUrl(workerUrl);
// Its workers started as the app's code loads, not when the first map is made: a direct link to
// the analyser had its basemap wait on fetching and starting them (docs/perf.md, issue 48).
maplibregl.prewarm();

export { maplibregl };
