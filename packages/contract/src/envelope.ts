import { z } from 'zod';

/**
 * Every response body is `{ code, msg, data }`. `code` 0 means success; the spec's client also accepts
 * `status` 0, so error bodies repeat their code in `status` (never 0) to stay unambiguous.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    /** 0 on success. */
    code: z.literal(0),
    /** A human-readable outcome, in the caller's language. */
    msg: z.string(),
    /** The payload of the call. */
    data,
  });
}

/** One field-level problem in a rejected request. */
export const FieldIssue = z.object({
  /** Dotted path of the offending field, e.g. `body.password`. */
  path: z.string(),
  /** What is wrong with it, in the caller's language where possible. */
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/** The body of every failed call. */
export const ErrorEnvelope = z.object({
  /** A non-zero error code from `ErrorCodes`. */
  code: z.number().int(),
  /** Same as `code`; 1001 tells the client the session is missing or expired. */
  status: z.number().int(),
  /** A message fit to show the user; never internals. */
  msg: z.string(),
  /** Extra facts for the client: field issues, seconds to wait, ... */
  data: z
    .object({
      issues: z.array(FieldIssue).optional(),
      retryAfterSeconds: z.number().int().optional(),
      requestId: z.string().optional(),
    })
    .nullable(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Success envelope type for a payload type. */
export type Envelope<T> = { code: 0; msg: string; data: T };

/** Paged list payload; pages count from 1 and hold 10 items by default (spec 9). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });
}

/** Query parameters for a paged list. */
export const PageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** Every tenant-scoped call carries the tenant's appId as a query parameter. */
export const AppIdQuery = z.object({
  /** The tenant's app id from app info. */
  appId: z.string().min(1).max(64),
});
