/**
 * Thrown by work that would hold the event loop or the heap past its budget (a simulated history
 * too long, too many upstream rows): the request is refused with 503 in words and the relay keeps
 * serving the others. `message` is for the user.
 */
export class OverloadError extends Error {
  override readonly name = 'OverloadError';
  readonly code = 'OVERLOADED';
  constructor(message: string) {
    super(message);
  }
}
