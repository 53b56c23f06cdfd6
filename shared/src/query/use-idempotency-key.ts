import { useCallback, useRef } from 'react';

const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/**
 * The `idempotency_key` of a money call (server README "Idempotency"). The same body sent again
 * (a retry after a network failure, a double click) keeps its key, so the platform applies it once
 * and answers its first answer; another body, or any body after a success, gets a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newKey() };
    return last.current.key;
  }, []);
  /** After a success: the next call is a new movement even with the same body. */
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, done };
}
