/** `GET /map/config`: named online base layers, offered when configured and permitted. */
export interface MapConfig {
  onlineLayers: { id: 'osm'; styleUrl: string }[];
}
