/**
 * Hex examples from Teltonika's public protocol description (wiki page "Codec", sections Codec 8
 * and Codec 8 Extended, first examples), used by the tests.
 */
export const WIKI_CODEC_8_EXAMPLE =
  '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF';

/** Codec 8 Extended, first example. */
export const WIKI_CODEC_8E_EXAMPLE =
  '000000000000004A8E010000016B412CEE000100000000000000000000000000000000010005000100010100010011001D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A00000100002994';

/** The IMEI handshake of the wiki (IMEI 356307042441013). */
export const WIKI_IMEI_HANDSHAKE = '000F333536333037303432343431303133';

/** Bytes from a hex string (test helper). */
export function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}
