import { z, type ZodType } from 'zod';
import {
  bluetoothDeviceSchema,
  truckEventSchema,
  type BluetoothDevice,
  type TruckEvent,
} from '@fleetdeck/shared';

/** An upstream answer other than a 200 with a `data` list: not kept, answered 502. */
export class UpstreamFailure extends Error {}

const listAnswer = z.object({ data: z.array(z.unknown()) });

/** Why an item was left out, for the log: its key and the first problem. */
export type OnDropped = (key: string, detail: { path: string; message: string }) => void;

/** The items of a `{data: [...]}` answer that fit `schema`; the others go to `onDropped`. */
function validItems<T>(
  body: unknown,
  schema: ZodType<T>,
  keyOf: (item: unknown, index: number) => string,
  onDropped: OnDropped,
): T[] {
  const list = listAnswer.safeParse(body);
  if (!list.success) throw new UpstreamFailure('Upstream answered without a data list');
  const out: T[] = [];
  list.data.data.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      onDropped(keyOf(item, index), {
        path: issue?.path.map(String).join('.') ?? '',
        message: issue?.message ?? 'invalid',
      });
    }
  });
  return out;
}

/** An item's key for the log: its `name` field when a string or a number, else its index. */
function keyOf(item: unknown, name: string, index: number): string {
  const value =
    typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${index}`;
}

/** Upstream's bluetooth devices that fit the contract (a device is known by its MAC). */
export const validDevices = (body: unknown, onDropped: OnDropped): BluetoothDevice[] =>
  validItems(body, bluetoothDeviceSchema, (item, index) => keyOf(item, 'mac', index), onDropped);

/** Upstream's truck events that fit the contract. */
export const validEvents = (body: unknown, onDropped: OnDropped): TruckEvent[] =>
  validItems(body, truckEventSchema, (item, index) => keyOf(item, 'id', index), onDropped);
