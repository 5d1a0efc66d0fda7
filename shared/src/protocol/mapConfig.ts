/**
 * An online base layer: a MapLibre style by its URL, or raster tiles by their URL template
 * (`{z}/{x}/{y}`), with the attribution the map shows for it.
 */
export interface OnlineLayer {
  id: string;
  styleUrl?: string;
  tiles?: string;
  attribution?: string;
}

/** `GET /map/config`: named online base layers, offered when configured and permitted. */
export interface MapConfig {
  onlineLayers: OnlineLayer[];
}
