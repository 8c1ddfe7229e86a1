/**
 * The `Idempotency-Key` request header (IETF draft "The Idempotency-Key HTTP Header Field"): a client that sends a
 * create again after an answer it did not get (a dropped connection, a gateway restarted mid-request, a timeout)
 * sends the same key, and the route answers what the first request did instead of acting twice. Routes that take
 * it say so in their contract (`idempotent: true`) and in the OpenAPI document. A key is the client's: it is
 * scoped to the signed-in user, so two users' equal keys never meet.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 255;
/** 1-255 visible ASCII characters (no spaces or control characters): a UUID, a ULID, a client's counter. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_MESSAGE = `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters`;

/** Whether a header value is a usable key (see IDEMPOTENCY_KEY_PATTERN). */
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
