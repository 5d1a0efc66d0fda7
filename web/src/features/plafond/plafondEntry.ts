import type { DriverPlafond } from '@fleetdeck/shared';

export interface PlafondDriver {
  id: number;
  name: string;
  surname: string;
  card?: string | null;
  /** 1 driver, 2 co-driver. */
  position: 1 | 2;
}

/** One driver's plafond as the panel receives it; `unprocessable` is upstream's 422. */
export interface PlafondEntry {
  driver: PlafondDriver;
  status: 'loading' | 'ready' | 'unprocessable' | 'error';
  plafond?: DriverPlafond;
}
