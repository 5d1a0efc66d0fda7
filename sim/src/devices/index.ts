/** The simulated fleet as devices (issue 49): Teltonika trackers over TCP, OsmAnd phones over HTTP. */
export {
  deviceBindingsOf,
  startDeviceSimulator,
  type DeviceSimulator,
  type DeviceSimulatorOptions,
  type SimDeviceBinding,
} from './deviceSimulator.js';
export {
  deviceIdOfTruck,
  imeiOfTruck,
  luhnCheckDigit,
  osmandIdOfTruck,
  protocolOfTruck,
  SIM_IMEI_PREFIX,
  type SimDeviceProtocol,
} from './deviceIds.js';
export { avlRecordOf, batteryMvOf, osmandFieldsOf, SIM_IO } from './deviceRecords.js';
export { TeltonikaDevice, type TeltonikaDeviceOptions } from './teltonikaDevice.js';
export { backfillReports, DEFAULT_BACKFILL_STEP_S, MAX_BACKFILL_HOURS } from './backfill.js';
