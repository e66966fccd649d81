// What a service can refuse, in its own words. Services know nothing of HTTP: the API's error handler turns these
// into statuses, and a page loader turns NotFound into its 404 page.
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import type { FieldError } from "#contract/schemas/common";

export class DomainError extends Error {
  constructor(
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist, or the caller may not know it exists. */
export class NotFound extends DomainError {
  constructor(message: string = V.notFound) {
    super(message);
  }
}

/** The input breaks a rule the schema alone could not check. */
export class Invalid extends DomainError {}

/** The input clashes with what is stored (a slug or address already taken). */
export class Conflict extends DomainError {}

/** The caller is not who they claim, or not signed in. */
export class Unauthenticated extends DomainError {}

/** Too many attempts in a row: try again once `retryAfterSeconds` have passed. */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** One field is wrong: the message is both the answer and that field's error. */
export const invalidField = (field: string, message: string) => new Invalid(message, [{ field, message }]);
