import { ErrorCodes, type ErrorName } from '@yanxiu/contract/errors';
import type { FieldIssue } from '@yanxiu/contract/envelope';

type AppErrorOptions = {
  /** Replaces the catalogue message when a more precise one helps the user. */
  message?: string;
  issues?: FieldIssue[];
  retryAfterSeconds?: number;
};

/** An expected failure with a catalogue code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly httpStatus: number;
  readonly issues: FieldIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly customMessage: string | undefined;

  constructor(errorName: ErrorName, options: AppErrorOptions = {}) {
    super(errorName);
    this.errorName = errorName;
    this.httpStatus = ErrorCodes[errorName].http;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.customMessage = options.message;
  }
}

/** Shorthand for `throw new AppError(...)` in expressions. */
export function fail(errorName: ErrorName, options?: AppErrorOptions): never {
  throw new AppError(errorName, options);
}
