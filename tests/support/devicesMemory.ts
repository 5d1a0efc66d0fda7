import type {
  DeviceBinding,
  DeviceProtocol,
  DeviceRecord,
  DeviceRecordStore,
  DeviceRegistry,
} from '../../relay/src/devices/contracts.js';
import type { IngestLog } from '../../relay/src/devices/ingestLog.js';

/** An in-memory registry: the given bindings, and the refused devices it was told of. */
export class MemoryRegistry implements DeviceRegistry {
  readonly unknown: { protocol: DeviceProtocol; deviceId: string; remoteAddress: string }[] = [];

  constructor(private readonly bindings: readonly DeviceBinding[]) {}

  lookup(protocol: DeviceProtocol, deviceId: string): Promise<DeviceBinding | undefined> {
    return Promise.resolve(
      this.bindings.find(
        (binding) => binding.protocol === protocol && binding.deviceId === deviceId,
      ),
    );
  }

  reportUnknown(protocol: DeviceProtocol, deviceId: string, remoteAddress: string): Promise<void> {
    this.unknown.push({ protocol, deviceId, remoteAddress });
    return Promise.resolve();
  }
}

/**
 * An in-memory store, idempotent per (deviceId, time) as the contract asks; it counts every call
 * and can be held (append waits until released) or made to fail.
 */
export class MemoryStore implements DeviceRecordStore {
  readonly records = new Map<string, DeviceRecord>();
  readonly calls: DeviceRecord[][] = [];
  failing = false;
  private held: (() => void)[] | undefined;

  async append(records: readonly DeviceRecord[]): Promise<void> {
    this.calls.push([...records]);
    if (this.held) await new Promise<void>((release) => this.held?.push(release));
    if (this.failing) throw new Error('store down');
    for (const record of records) this.records.set(`${record.deviceId}@${record.time}`, record);
  }

  /** Makes later appends wait until `release`. */
  hold(): void {
    this.held = [];
  }

  /** Lets the held appends finish. */
  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const resume of waiting) resume();
  }
}

/** A log that keeps its lines, for asserting the one line per refusal. */
export class MemoryLog implements IngestLog {
  readonly lines: { level: string; message: string; details: object }[] = [];

  info(details: object, message: string): void {
    this.lines.push({ level: 'info', message, details });
  }

  warn(details: object, message: string): void {
    this.lines.push({ level: 'warn', message, details });
  }

  error(details: object, message: string): void {
    this.lines.push({ level: 'error', message, details });
  }

  /** The lines whose message contains `part`. */
  matching(part: string): { level: string; message: string; details: object }[] {
    return this.lines.filter((line) => line.message.includes(part));
  }
}
