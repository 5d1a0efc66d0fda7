/** The device registry (issue 49): which company's truck a device reports for, and its REST calls. */
export { PgDeviceRegistry } from './deviceRegistry.js';
export type {
  DeviceRow,
  DeviceWriteError,
  NewDevice,
  RegistryOptions,
  UnknownDeviceRow,
} from './deviceRegistry.js';
export { deviceIdProblem, luhnValid, DEVICE_PROTOCOLS } from './deviceIds.js';
export { devicesApi, type DevicesDeps } from './devicesRouter.js';
