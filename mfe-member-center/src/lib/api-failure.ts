import { ApiError } from '@site/shared/api';

/** Why a call failed, ready to show: a server message as it came, or an i18n key of the member namespace. */
export interface Failure {
  message: string;
  /** True when `message` is an i18n key (network, timeout, unknown, what the server named as wrong), false for the server's own words. */
  isKey: boolean;
  /** The parameters of the key (e.g. {max_days: 92}). */
  params?: Record<string, unknown>;
}

/** A business failure (the envelope's message) or a thrown error, as a Failure. */
export function failureOf(err: unknown): Failure {
  if (err instanceof ApiError && err.messageKey) return { message: err.messageKey, isKey: true, ...(err.messageParams ? { params: { ...err.messageParams } } : {}) };
  if (err instanceof ApiError) return { message: err.message, isKey: false };
  return { message: 'load_failed', isKey: true };
}

/** Thrown for a `{code != success}` reply so one catch handles both kinds of failure. */
export class BusinessFailure extends Error {
  override readonly name = 'BusinessFailure';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export function failureOfAny(err: unknown): Failure {
  if (err instanceof BusinessFailure) return { message: err.message, isKey: false };
  return failureOf(err);
}
