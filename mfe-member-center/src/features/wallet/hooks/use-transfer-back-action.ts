import { useCallback, useEffect, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '@site/shared/api';
import { TRANSFER_BACK_CODE_MESSAGE, type TransferBackResponse } from '@site/shared/contracts';
import { toast } from '@site/shared/ui';

/** SPEC §9: a transfer back waits this long after the previous one. */
export const TRANSFER_BACK_COOLDOWN_S = 10;

/** The rest between two transfers back, counted down each second. */
export interface TransferBackRest {
  /** Seconds left; 0 when a transfer back may be asked again. */
  seconds: number;
  start: (seconds?: number) => void;
}

/**
 * One rest for all the wallet's transfer-back buttons: the platform's 10 s (its code 103) counts
 * from the member's last transfer back, whichever call made it.
 */
export function useTransferBackRest(): TransferBackRest {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((s: number = TRANSFER_BACK_COOLDOWN_S) => setSeconds(Math.max(0, Math.ceil(s))), []);
  return { seconds, start };
}

/** How long to rest after a failure: the wait the platform names with 103, else the usual rest. */
function restAfter(error: unknown): number {
  if (error instanceof ApiError && error.code === '103') {
    const wait = (error.data as { retry_after_s?: unknown } | null | undefined)?.retry_after_s;
    if (typeof wait === 'number' && Number.isFinite(wait) && wait > 0) return Math.min(wait, 60);
  }
  return TRANSFER_BACK_COOLDOWN_S;
}

/**
 * A press of a transfer-back button: runs the call, then rests. Success shows `onSuccess`'s toast;
 * a failure shows its SPEC §8 text (101–105 as one_key_err_code_10x, other codes the server's
 * message).
 */
export function useTransferBackAction(
  mutation: UseMutationResult<TransferBackResponse, Error, void>,
  rest: TransferBackRest,
  onSuccess: (data: TransferBackResponse) => void,
): () => void {
  const { mutate } = mutation;
  const { start } = rest;
  return useCallback(() => {
    mutate(undefined, {
      onSuccess: (data) => {
        onSuccess(data);
        start();
      },
      onError: (err) => {
        toast.failure(err, { codes: TRANSFER_BACK_CODE_MESSAGE, fallback: 'one_key_err_code_105' });
        start(restAfter(err));
      },
    });
  }, [mutate, start, onSuccess]);
}
