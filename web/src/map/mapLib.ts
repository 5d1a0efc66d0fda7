import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// maplibre-gl 6 loads its worker from a URL; point it at the copy Vite bundles with the app.
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
