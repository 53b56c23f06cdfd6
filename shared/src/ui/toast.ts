import { ApiError, describeFailure, type DescribeFailureOptions } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import type { ToastKind } from '@site/shared/contracts';
import { translateFailure } from '@site/shared/i18n';

export interface ToastOptions {
  /** Interpolation values when `message` is an i18n key. */
  params?: Record<string, unknown>;
  /** Milliseconds before it fades; default TOAST_MS (3000, SPEC §9). The settings-error toast uses 5000. */
  duration?: number;
}

function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  bus.emit('toast:show', {
    kind,
    message,
    ...(options.params ? { params: options.params } : {}),
    ...(options.duration !== undefined ? { duration: options.duration } : {}),
  });
}

/**
 * An error toast for a failed call (SPEC §8), worded by `describeFailure` with the call's code table
 * and fallback. A call that was cancelled (its page went away, or a 401 ended the session) shows
 * nothing.
 */
function showFailure(error: unknown, options: DescribeFailureOptions & Pick<ToastOptions, 'duration'> = {}): void {
  if (error instanceof ApiError && error.aborted) return;
  const { duration, ...describe } = options;
  const failure = describeFailure(error, describe);
  // A code in brackets is not part of any text: the message is worded here, once.
  const message = failure.code ? translateFailure(failure) : failure.message;
  showToast('error', message, {
    ...(failure.params && !failure.code ? { params: failure.params } : {}),
    ...(duration !== undefined ? { duration } : {}),
  });
}

/**
 * Shows a message toast from any app: it goes on the bus (`toast:show`) and the shell's Toaster
 * renders it, so every remote's toasts look and behave the same. `message` is an i18n key or a
 * server message (SPEC §8 "Failed responses show the server message in an error toast");
 * `toast.failure(error, options)` shows a failed call.
 */
export const toast = Object.assign(showToast, {
  failure: showFailure,
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
});
