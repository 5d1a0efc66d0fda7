export { crc16Ibm } from './crc16.js';
export { DeviceFrameError, type DeviceFrameProblem } from './errors.js';
export {
  CODEC_8,
  CODEC_8_EXTENDED,
  type AvlCodecId,
  type AvlIoElement,
  type AvlPacket,
  type AvlRecord,
} from './avlTypes.js';
export {
  avlFrameSize,
  decodeAvlPacket,
  DEFAULT_MAX_AVL_DATA_BYTES,
  encodeAvlAck,
  encodeAvlPacket,
} from './avlCodec.js';
export { decodeImei, encodeImei } from './imei.js';
export type { DeviceProtocol, DeviceRow, UnknownDeviceRow } from './registryRows.js';
export type { DeviceReading, DeviceReadingDriver, DeviceReadingDriverState } from './reading.js';
export {
  IO_TABLE,
  ioTableFor,
  teltonikaFamilyOf,
  type IoField,
  type IoTableRow,
  type TachoRole,
  type TeltonikaFamily,
} from './ioTable.js';
export { readingFromAvlRecord } from './avlMapping.js';
export {
  OsmandFieldError,
  parseOsmandFields,
  parseOsmandJson,
  type OsmandPosition,
  OSMAND_DEVICE_ID,
} from './osmand.js';
