/**
 * The Idempotency-Key header of a money call (apply, sign-in): the platform answers a repeated key
 * with the first answer, so a request sent twice by the network pays once. One key per press.
 */
export function idempotencyHeaders(): Record<string, string> {
  const key =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return { 'Idempotency-Key': key };
}
