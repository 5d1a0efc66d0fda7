/** Whether [x, y] is inside the ring (even-odd crossings): the basemap routes' tests read shapes. */
export function insideRing(
  [x = 0, y = 0]: readonly number[],
  ring: readonly (readonly number[])[],
) {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}
