import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { walletCalls, type TransferBackResponse } from '@site/shared/contracts';
import { myCashKey } from './get-my-cash';

/** Both transfer-back calls share one description (the same body, answer and codes). */
type TransferBackCall = typeof walletCalls.transferBackAll;

/**
 * Runs one transfer-back call and tells the page it is running (`wallet:transfer-back`): the game
 * launcher starts no game meanwhile (SPEC §5 one_key_waiting). The flag goes down however the call
 * ends, even if the page that asked has gone. A failure rejects with its code (SPEC §8 101–105).
 */
async function runTransferBack(call: TransferBackCall): Promise<TransferBackResponse> {
  bus.emit('wallet:transfer-back', { running: true });
  try {
    return okData(await api.call(call, {}), call.path);
  } finally {
    bus.emit('wallet:transfer-back', { running: false });
  }
}

/** One-key transfer back (SPEC §7 balance/all/back): every provider wallet into the main wallet. */
export const transferBackAll = (): Promise<TransferBackResponse> => runTransferBack(walletCalls.transferBackAll);

/** Balance get back (SPEC §7 balance_get_back): the wallet of the provider of the member's last game. */
export const balanceGetBack = (): Promise<TransferBackResponse> => runTransferBack(walletCalls.balanceGetBack);

/** Whatever the answer, money may have moved: the cards and the header balance are read again. */
function useTransferBackMutation(mutationFn: () => Promise<TransferBackResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myCashKey });
      bus.emit('wallet:refresh-requested', {});
    },
  });
}

export const useTransferBackAll = () => useTransferBackMutation(transferBackAll);
export const useBalanceGetBack = () => useTransferBackMutation(balanceGetBack);
