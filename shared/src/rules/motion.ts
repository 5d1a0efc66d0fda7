import type { LastPoint } from '../domain/truck.js';

/** A vehicle counts as moving when its last point reports a positive speed. */
export function isMoving(lastpoint: Pick<LastPoint, 'speed'> | null | undefined): boolean {
  return (lastpoint?.speed ?? 0) > 0;
}
