// Every failed call becomes an ApiError. `errorCode` is the server's machine key when it sent one,
// otherwise one of the client-side codes below; the UI maps codes to translated texts.

export const clientErrorCodes = {
  network: 'client.network',
  timeout: 'client.timeout',
  aborted: 'client.aborted',
  invalidResponse: 'client.response.invalid',
  http: 'client.http',
} as const;

/** The server's "your session is gone" key (HTTP 401). */
export const SESSION_LOST = 'login.not.session';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** The envelope's `value`, which some failures use for extra data (e.g. `captcha`). */
    readonly value: unknown = null,
  ) {
    super(message || errorCode);
  }

  /** True for failures worth retrying: no answer, a time-out, or a server/gateway fault. */
  get transient(): boolean {
    return this.errorCode === clientErrorCodes.network || this.errorCode === clientErrorCodes.timeout || this.status >= 500;
  }
}
