/** Map defaults from spec part 1, section 9. */
export const MAP_DEFAULTS = {
  center: { lat: 45, lng: 9 },
  zoom: 5,
} as const;
