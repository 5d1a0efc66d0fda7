/**
 * The devices' own history (issue 49): the record store the ingestion writes to, and the loopback
 * upstream the relay polls and asks in devices mode (`UPSTREAM_URL` = its url).
 */
export {
  driverIdOfCard,
  MAX_RECORDS_PER_BATCH,
  PgDeviceRecordStore,
  scheduleMaintenance,
  type RecordStoreOptions,
} from './recordStore.js';
export {
  DEVICE_HISTORY_LIMITS,
  deviceUpstreamApp,
  startDeviceUpstream,
  type DeviceUpstreamOptions,
  type RunningDeviceUpstream,
} from './deviceUpstream.js';
export { GroupCommitStore, type GroupCommitOptions } from './groupCommit.js';
