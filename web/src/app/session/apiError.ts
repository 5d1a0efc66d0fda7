/** A call to the relay's API that failed: its HTTP status (0: not sent or no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
