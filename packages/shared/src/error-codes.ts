/**
 * Every error code the API answers with, and its HTTP status: a closed list, so the server cannot
 * invent one and the web can branch on `code` (never on the Croatian message).
 */
export const errorStatus = {
  // 400: the request itself is wrong
  bad_request: 400,
  validation_error: 400,
  invalid_json: 400,
  invalid_url: 400,
  invalid_characters: 400,
  bot_check_failed: 400,
  invalid_code: 400,
  wrong_password: 400,
  not_a_student: 400,
  unknown_school: 400,
  unknown_program: 400,
  unknown_mentor: 400,
  invalid_attendance: 400,
  unsupported_image: 400,
  unsupported_file_type: 400,
  picture_missing: 400,
  file_missing: 400,
  idempotency_key_invalid: 400,
  // administration
  cannot_target_self: 400,
  confirmation_mismatch: 400,
  import_invalid: 400,
  // 401: who is calling is not known
  unauthorized: 401,
  session_expired: 401,
  invalid_credentials: 401,
  // 403: known, but not allowed
  forbidden: 403,
  password_change_required: 403,
  account_not_confirmed: 403,
  consent_required: 403,
  link_not_confirmed: 403,
  // 404
  not_found: 404,
  // 405
  method_not_allowed: 405,
  // 409: the state of things refuses it
  conflict: 409,
  already_reviewed: 409,
  email_exists: 409,
  username_taken: 409,
  shared_email: 409,
  poll_expired: 409,
  revote_closed: 409,
  transfer_pending: 409,
  idempotency_key_reused: 409,
  idempotency_in_progress: 409,
  idempotency_answer_lost: 409,
  schedule_conflict: 409,
  // administration
  last_admin: 409,
  already_erased: 409,
  terms_version_stale: 409,
  // 408
  request_timeout: 408,
  // 413, 415, 431
  file_too_large: 413,
  payload_too_large: 413,
  quota_exceeded: 413,
  unsupported_media_type: 415,
  // 416: a byte range past the end of a file
  range_not_satisfiable: 416,
  headers_too_large: 431,
  // 429
  too_many_requests: 429,
  // 5xx: never with internals
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}
