// Typed failures a service can raise; the HTTP layer maps each to one status code.
export class DomainError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class ValidationError extends DomainError {}
export class NotFoundError extends DomainError {}
export class ForbiddenError extends DomainError {}
export class ConflictError extends DomainError {}
export class UnauthenticatedError extends DomainError {}
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    field?: string,
    /** When asking again can work; the HTTP layer may send it as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, field);
  }
}
/** A dependency isn't available (e.g. payments not configured for this deployment): 503. */
export class UnavailableError extends DomainError {}
/** The request body is bigger than any valid one can be: 413. */
export class PayloadTooLargeError extends DomainError {}
