/**
 * Expected refusals. Services throw these with an i18n key; the error handler translates the key
 * for the caller and wraps it in the envelope. Anything else is an unexpected error.
 */
export class AppError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly status = 400,
    options?: { cause?: unknown },
  ) {
    super(key, options);
    this.name = 'AppError';
  }
}

/** No session, or an expired or revoked one: the envelope's 999. */
export class NotLoggedInError extends AppError {
  constructor(key = 'errors.not_logged_in') {
    super(key, {}, 401);
    this.name = 'NotLoggedInError';
  }
}
