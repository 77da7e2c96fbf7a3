import * as v from 'valibot';

/** One error of a response: `code` is machine-readable, `source` names the field it belongs to. */
export const ErrorItemSchema = v.object({
  code: v.string(),
  message: v.string(),
  source: v.optional(v.nullable(v.string())),
});
export type ErrorItem = v.InferOutput<typeof ErrorItemSchema>;

/** The error body of every failed API call: `{ errors: [{ code, message, source }] }`. */
export const ErrorResponseSchema = v.object({
  errors: v.array(ErrorItemSchema),
});
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

/** Error codes the reference server answers with. Clients compare against these, never against messages. */
export const ERROR_CODES = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  XSRF_TOKEN_MISMATCH: 'XSRF_TOKEN_MISMATCH',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  REFRESH_FAILED: 'REFRESH_FAILED',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  NOT_INVITED_EXTERNAL_USER: 'NOT_INVITED_EXTERNAL_USER',
  MFA_MANDATORY: 'MFA_MANDATORY',
  MFA_REQUIRED: 'MFA_REQUIRED',
  CONFIRMATION_FAILED: 'CONFIRMATION_FAILED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Builds the spec's error body for one error. */
export function errorResponse(code: string, message: string, source?: string | null): ErrorResponse {
  return { errors: [{ code, message, source: source ?? null }] };
}
