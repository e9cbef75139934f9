/** Typed errors a handler throws; `error-response.ts` maps them to HTTP, once. */
import { API_MESSAGES } from './messages';

export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
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

/** Always the same text, so a refusal says nothing about whether the target exists. */
export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
  constructor() {
    super(API_MESSAGES.forbidden);
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

export class NotImplementedError extends HttpError {
  readonly statusCode = 501;
}
