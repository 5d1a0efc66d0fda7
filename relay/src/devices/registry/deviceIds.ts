import { z } from 'zod';
import { OSMAND_DEVICE_ID } from '@fleetdeck/shared';
import type { DeviceProtocol } from '../contracts.js';

/** The protocols a device may speak, for input checks. */
export const DEVICE_PROTOCOLS = [
  'teltonika',
  'osmand',
] as const satisfies readonly DeviceProtocol[];

/** Whether a string of digits passes the Luhn check (an IMEI's last digit is its check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const IMEI = /^\d{15}$/;

/**
 * Why a device id is not one the protocol can send, or undefined when it is: a Teltonika device
 * sends its IMEI (15 digits, Luhn check digit last); an OsmAnd phone 1-64 characters of
 * `[A-Za-z0-9._:-]` (shared `OSMAND_DEVICE_ID`, the set the OsmAnd parser accepts).
 */
export function deviceIdProblem(protocol: DeviceProtocol, deviceId: string): string | undefined {
  if (protocol === 'teltonika') {
    if (!IMEI.test(deviceId)) return 'a Teltonika IMEI is 15 digits';
    if (!luhnValid(deviceId)) return 'the IMEI check digit (Luhn) does not match';
    return undefined;
  }
  if (!OSMAND_DEVICE_ID.test(deviceId))
    return 'an OsmAnd id is 1-64 characters of A-Z a-z 0-9 . _ : -';
  return undefined;
}

const plateSchema = z.string().trim().min(1, 'must not be empty').max(20, 'at most 20 characters');
const labelSchema = z.string().trim().max(60, 'at most 60 characters');

/**
 * `POST /api/devices`: a device id bound to a new truck (`plate`) or to one of the company's
 * trucks (`truck_id`), never both. The id is checked against its protocol (field `device_id`).
 */
export const deviceInputSchema = z
  .object({
    device_id: z.string().trim(),
    protocol: z.enum(DEVICE_PROTOCOLS),
    plate: plateSchema.optional(),
    truck_id: z.number().int().positive().max(2_147_483_647).optional(),
    label: labelSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const problem = deviceIdProblem(body.protocol, body.device_id);
    if (problem) ctx.addIssue({ code: 'custom', path: ['device_id'], message: problem });
    if (body.plate === undefined && body.truck_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['plate'], message: 'a plate or a truck_id is needed' });
    if (body.plate !== undefined && body.truck_id !== undefined)
      ctx.addIssue({ code: 'custom', path: ['truck_id'], message: 'give a plate or a truck_id' });
  });

/** The body of `POST /api/devices`. */
export type DeviceInput = z.infer<typeof deviceInputSchema>;

/** `POST /api/devices/unknown/bind`: one device of the unknown list, bound as `POST /devices`. */
export const bindUnknownSchema = deviceInputSchema;

/** The path's protocol and device id of `DELETE /api/devices/:protocol/:deviceId`. */
export const devicePathSchema = z.object({
  protocol: z.enum(DEVICE_PROTOCOLS),
  deviceId: z.string().min(1).max(64),
});
