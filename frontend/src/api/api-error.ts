import { MFA_REQUIRED_CODE } from '@domain/mfa';

/** An API failure carrying the server's `{ error }` message (spec §8) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** True when the message is the server's own `error` field. */
    readonly fromServer = false,
    /** The server's request id (a 500 answer carries one), to quote when reporting the failure. */
    readonly requestId?: string,
    /** The body's `code`, on the few refusals the console acts on (e.g. MFA required). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }

  /** The caller must set up TOTP before the API answers them (`@domain/mfa`). */
  get isMfaRequired(): boolean {
    return this.status === 403 && this.code === MFA_REQUIRED_CODE;
  }

  /**
   * Whether asking again may answer otherwise: a lost connection, a server failure, a timeout or
   * a rate limit. A refusal (403) or another client error gives the same answer every time.
   */
  get isRetryable(): boolean {
    const clientError = this.status >= 400 && this.status < 500;
    return !clientError || this.status === 408 || this.status === 429;
  }

  get isConflict(): boolean {
    return this.status === 409;
  }

  /** Spec §8: the server's message when it sent one, else the screen's fixed text. */
  messageOr(fixedText: string): string {
    return this.fromServer ? this.message : fixedText;
  }
}

/** The message to show for any failure of an API call (spec §8). */
export function failureMessage(error: unknown, fixedText: string): string {
  return error instanceof ApiError ? error.messageOr(fixedText) : fixedText;
}
