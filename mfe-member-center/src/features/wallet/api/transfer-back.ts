import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { walletCalls, type TransferBackResponse } from '@site/shared/contracts';
import { myCashKey } from './get-my-cash';

/**
 * One-key transfer back (SPEC §7 balance/all/back): every provider wallet into the main wallet.
 * Success reads the wallets and the header balance again; a failure rejects with its code
 * (SPEC §8 101–105, shown as one_key_err_code_10x).
 */
export async function transferBackAll(): Promise<TransferBackResponse> {
  return okData(await api.call(walletCalls.transferBackAll, {}), walletCalls.transferBackAll.path);
}

export function useTransferBackAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferBackAll,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myCashKey });
      bus.emit('wallet:refresh-requested', {});
    },
  });
}
