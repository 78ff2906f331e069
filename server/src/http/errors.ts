/**
 * A failure with a machine-readable errorCode (the platform's dotted keys, reference §3).
 * Throw it from any handler; the API dispatcher turns it into the envelope. `messageKey`
 * picks a more specific localised text than the errorCode's default (see messages.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly messageKey: string = errorCode,
    readonly value: unknown = null,
  ) {
    super(errorCode);
    this.name = 'ApiError';
  }
}

export const ErrorCodes = {
  bodyTooLarge: 'request.body.too.large',
  bodyInvalid: 'request.body.invalid',
  timeout: 'request.timeout',
  paramInvalid: 'request.param.invalid',
  pathNotFound: 'request.path.not.found',
  methodNotAllowed: 'request.method.not.allowed',
  systemError: 'system.error',
  merchantRequired: 'merchant.required',
  merchantNotFound: 'merchant.not.found',
  functionNotAvailable: 'function.not.available',
} as const;

/** The client hung up (closed the tab, lost the link) while sending or receiving: normal on 2G,
 *  not a fault of the server, so it is not logged. */
export function isClientGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}
