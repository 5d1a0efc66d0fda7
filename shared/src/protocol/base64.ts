/**
 * Base64 of bytes, for the packed number columns of the wire form (columnar.ts), with what every
 * supported runtime has natively: Node's Buffer on the relay, `Uint8Array.fromBase64` / `atob`
 * and `btoa` in browsers. Every path gives the same standard, padded alphabet.
 */

interface NodeBuffer {
  from(data: ArrayBufferLike, offset: number, length: number): { toString(enc: 'base64'): string };
  from(data: string, enc: 'base64'): Uint8Array;
}
const runtime = globalThis as unknown as {
  Buffer?: NodeBuffer;
  atob: (text: string) => string;
  btoa: (binary: string) => string;
};
const fromBase64 = (Uint8Array as { fromBase64?: (text: string) => Uint8Array }).fromBase64;

export function encodeBase64(bytes: Uint8Array): string {
  if (runtime.Buffer) {
    return runtime.Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  }
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return runtime.btoa(binary);
}

export function decodeBase64(text: string): Uint8Array {
  if (fromBase64) return fromBase64(text);
  if (runtime.Buffer) return runtime.Buffer.from(text, 'base64');
  const binary = runtime.atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
