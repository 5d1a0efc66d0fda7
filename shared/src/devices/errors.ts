/** What was wrong with bytes a device sent; each code names one problem (docs/devices.md). */
export type DeviceFrameProblem =
  | 'bad-preamble'
  | 'oversized'
  | 'truncated'
  | 'trailing-bytes'
  | 'bad-crc'
  | 'unknown-codec'
  | 'count-mismatch'
  | 'io-count-mismatch'
  | 'bad-imei'
  | 'bad-value';

/**
 * The only error the device codecs throw: a frame that lies about its length, a record count that
 * does not match, an IO count beyond the data... Carries a `problem` code for metrics and logs.
 */
export class DeviceFrameError extends Error {
  /** The problem, for counting by kind. */
  readonly problem: DeviceFrameProblem;

  /** @param problem the kind; @param message what exactly, naming the field and the numbers */
  constructor(problem: DeviceFrameProblem, message: string) {
    super(message);
    this.name = 'DeviceFrameError';
    this.problem = problem;
  }
}
