import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import {
  paymentCalls,
  type TransactionRecord,
  type TransactionRecordRequest,
  type TransactionRecordResponse,
} from '@site/shared/contracts';
import { recordKeys } from './records-query';

/*
 * paymentCalls.transactionRecord: {start_date, end_date, page, count, type?} → {list,
 * total, page, count}: movements of the main wallet and the game bets, wins and rollbacks, newest
 * first; amount signed (+ in, − out), balance_after the wallet's balance after it (major units).
 */

export type { TransactionRecord, TransactionRecordRequest, TransactionRecordResponse };

/** One page of records; a failure of any kind rejects with ApiError. */
export async function getTransactionRecords(
  body: TransactionRecordRequest,
  signal?: AbortSignal,
): Promise<TransactionRecordResponse> {
  return okData(await api.call(paymentCalls.transactionRecord, body, { signal }), paymentCalls.transactionRecord.path);
}

/** The records of `request`; a newer request (filter, page) cancels the older one's call. */
export function useTransactionRecords(request: TransactionRecordRequest) {
  return useQuery({
    queryKey: recordKeys.transactions(request),
    queryFn: ({ signal }) => getTransactionRecords(request, signal),
  });
}
