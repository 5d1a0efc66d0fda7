/// <reference lib="webworker" />
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { markerServer, type MarkerRequest } from './replayMarkersPaint.js';

// The replayed trucks drawn off the page's main thread (see ReplayMarkers).
const scope = self as unknown as DedicatedWorkerGlobalScope;

/** The labels' font, as the page has it: a worker sees none of the page's fonts. */
function loadFont(): Promise<unknown> {
  const face = new FontFace('Inter Variable', `url(${interLatin})`, { weight: '100 900' });
  scope.fonts.add(face);
  return face.load();
}

const serve = markerServer(loadFont());
scope.onmessage = (event: MessageEvent<MarkerRequest>) => serve(event.data);
