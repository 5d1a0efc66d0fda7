import { DeviceFrameError } from './errors.js';

/** The longest identifier accepted in the handshake (an IMEI has 15 digits). */
const MAX_IMEI_DIGITS = 20;

/**
 * The handshake a Teltonika device opens with: 2-byte length, then the IMEI in ASCII digits.
 * @throws DeviceFrameError `bad-imei` when the IMEI is not 1 to 20 digits
 */
export function encodeImei(imei: string): Uint8Array {
  if (!/^\d+$/.test(imei) || imei.length > MAX_IMEI_DIGITS) {
    throw new DeviceFrameError('bad-imei', `IMEI "${imei}" is not 1 to ${MAX_IMEI_DIGITS} digits`);
  }
  const frame = new Uint8Array(2 + imei.length);
  new DataView(frame.buffer).setUint16(0, imei.length);
  for (let index = 0; index < imei.length; index += 1) frame[2 + index] = imei.charCodeAt(index);
  return frame;
}

/**
 * Reads the IMEI handshake starting the buffer.
 * @returns the IMEI and the frame's size, or undefined while incomplete
 * @throws DeviceFrameError `bad-imei` on a length of 0 or over 20, or a non-digit byte
 */
export function decodeImei(buffered: Uint8Array): { imei: string; size: number } | undefined {
  if (buffered.length < 2) return undefined;
  const length = ((buffered[0] ?? 0) << 8) | (buffered[1] ?? 0);
  if (length === 0 || length > MAX_IMEI_DIGITS) {
    throw new DeviceFrameError('bad-imei', `IMEI length ${length} is not 1 to ${MAX_IMEI_DIGITS}`);
  }
  let imei = '';
  for (let index = 0; index < Math.min(length, buffered.length - 2); index += 1) {
    const code = buffered[2 + index] ?? 0;
    if (code < 0x30 || code > 0x39) {
      throw new DeviceFrameError(
        'bad-imei',
        `IMEI byte ${index} (0x${code.toString(16)}) is not a digit`,
      );
    }
    imei += String.fromCharCode(code);
  }
  if (imei.length < length) return undefined;
  return { imei, size: 2 + length };
}
