/**
 * Base64 of bytes, for the packed number columns of the wire form (columnar.ts). Uses what the
 * runtime has natively (Node's Buffer on the relay, `Uint8Array.fromBase64` / `atob` in browsers)
 * and a plain loop otherwise; every path gives the same standard, padded alphabet.
 */

interface NodeBuffer {
  from(data: ArrayBufferLike, offset: number, length: number): { toString(enc: 'base64'): string };
  from(data: string, enc: 'base64'): Uint8Array;
}
const runtime = globalThis as {
  Buffer?: NodeBuffer;
  atob?: (text: string) => string;
};
const fromBase64 = (Uint8Array as { fromBase64?: (text: string) => Uint8Array }).fromBase64;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

/** Standard base64 (with padding), without native help. Exported for tests. */
export function encodeBase64Plain(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n =
      ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out += `${ALPHABET[n >> 18]}${ALPHABET[(n >> 12) & 63]}${ALPHABET[(n >> 6) & 63]}${ALPHABET[n & 63]}`;
  }
  const left = bytes.length - i;
  if (left === 1) {
    const n = (bytes[i] as number) << 16;
    out += `${ALPHABET[n >> 18]}${ALPHABET[(n >> 12) & 63]}==`;
  } else if (left === 2) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8);
    out += `${ALPHABET[n >> 18]}${ALPHABET[(n >> 12) & 63]}${ALPHABET[(n >> 6) & 63]}=`;
  }
  return out;
}

/** Bytes of standard base64 (padding optional), without native help; throws on a bad character. */
export function decodeBase64Plain(text: string): Uint8Array {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */) end -= 1;
  if (end % 4 === 1) throw new Error('base64: bad length');
  const out = new Uint8Array((end * 3) >> 2);
  let bits = 0;
  let count = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? (VALUE[code] as number) : -1;
    if (v < 0) throw new Error(`base64: bad character at ${i}`);
    bits = (bits << 6) | v;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out[o++] = (bits >> count) & 255;
    }
  }
  return out;
}

export function encodeBase64(bytes: Uint8Array): string {
  if (runtime.Buffer) {
    return runtime.Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  }
  return encodeBase64Plain(bytes);
}

export function decodeBase64(text: string): Uint8Array {
  if (fromBase64) return fromBase64(text);
  if (runtime.Buffer) return runtime.Buffer.from(text, 'base64');
  if (runtime.atob) {
    const binary = runtime.atob(text);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  }
  return decodeBase64Plain(text);
}
