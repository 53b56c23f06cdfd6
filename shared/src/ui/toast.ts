import { bus } from '@site/shared/bus';
import type { ToastKind } from '@site/shared/contracts';

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
 * Shows a message toast from any app: it goes on the bus (`toast:show`) and the shell's Toaster
 * renders it, so every remote's toasts look and behave the same. `message` is an i18n key or a
 * server message (SPEC §8 "Failed responses show the server message in an error toast").
 */
export const toast = Object.assign(showToast, {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
});
