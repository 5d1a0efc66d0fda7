import { z } from 'zod';
import {
  describeIssues,
  sameJson,
  truckSchema,
  ValidationError,
  type Json,
  type Truck,
} from '@fleetdeck/shared';

/** The envelope and ids only: each truck is validated below, and only when it changed. */
const envelope = z.object({ data: z.array(z.looseObject({ id: z.number().int() })) });

/**
 * Validates `GET /trucks` answers incrementally. Most trucks are identical from one poll to the
 * next; a truck whose raw JSON equals the last poll's reuses the object validated then, so zod
 * runs only on changed trucks (zod over every truck cost more than the diff itself, see
 * docs/perf.md), and unchanged trucks keep their identity, which makes the diff cheap. A bad truck
 * fails the whole poll with every bad field named (`data.3.lastpoint.lat: ...`), as a full parse
 * would.
 */
export class TruckValidator {
  private previous = new Map<number, { raw: Json; truck: Truck }>();

  constructor(private readonly label = 'upstream GET /trucks') {}

  validate(body: unknown): Truck[] {
    const parsed = envelope.safeParse(body);
    if (!parsed.success) {
      throw new ValidationError(this.label, describeIssues(parsed.error.issues, this.label));
    }
    const next = new Map<number, { raw: Json; truck: Truck }>();
    const trucks: Truck[] = [];
    const issues: string[] = [];
    parsed.data.data.forEach((raw, i) => {
      const before = this.previous.get(raw.id);
      if (before && sameJson(before.raw, raw as Json)) {
        next.set(raw.id, before);
        trucks.push(before.truck);
        return;
      }
      const result = truckSchema.safeParse(raw);
      if (!result.success) {
        for (const issue of result.error.issues) {
          issues.push(`data.${[i, ...issue.path].map(String).join('.')}: ${issue.message}`);
        }
        return;
      }
      next.set(raw.id, { raw: raw as Json, truck: result.data });
      trucks.push(result.data);
    });
    if (issues.length > 0) throw new ValidationError(this.label, issues);
    this.previous = next;
    return trucks;
  }
}
