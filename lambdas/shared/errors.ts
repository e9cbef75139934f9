/** Typed errors a handler throws; `error-response.ts` maps them to HTTP, once. */
import { MFA_REQUIRED_CODE } from '../domain/mfa';
import { API_MESSAGES } from './messages';

export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  /** A stable name the console can act on (the body's `code`), for the few refusals that need one. */
  readonly code?: string;
}

export class BadRequestError extends HttpError {
  readonly statusCode = 400;
}

export class UnauthorizedError extends HttpError {
  readonly statusCode = 401;
  constructor(message: string = API_MESSAGES.unauthenticated) {
    super(message);
  }
}

/**
 * The same text by default, so a refusal says nothing about whether the target exists; a reason
 * is given only to a caller who may already see the target.
 */
export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
  constructor(message: string = API_MESSAGES.forbidden) {
    super(message);
  }
}

/**
 * The caller must have MFA (a system admin, or a user of a unit whose config requires it) and the
 * token says the account has none: the console recognises the code and leads to the set-up.
 */
export class MfaRequiredError extends ForbiddenError {
  override readonly code = MFA_REQUIRED_CODE;
  constructor() {
    super(API_MESSAGES.mfaRequired);
  }
}

export class NotFoundError extends HttpError {
  readonly statusCode = 404;
}

export class ConflictError extends HttpError {
  readonly statusCode = 409;
}

export class PayloadTooLargeError extends HttpError {
  readonly statusCode = 413;
}

/** A JSON body sent without `Content-Type: application/json`. */
export class UnsupportedMediaTypeError extends HttpError {
  readonly statusCode = 415;
}

/** The same `Idempotency-Key` sent again with another request. */
export class UnprocessableContentError extends HttpError {
  readonly statusCode = 422;
}

export class NotImplementedError extends HttpError {
  readonly statusCode = 501;
}

/** The request could not finish within its time budget (e.g. the database stalled): retry later. */
export class ServiceUnavailableError extends HttpError {
  readonly statusCode = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
