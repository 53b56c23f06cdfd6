import { api } from '@site/shared/api';
import type { TransactionRecord, TransactionRecordRequest, TransactionRecordResponse } from '@site/shared/contracts';
import { BusinessFailure } from '../../../lib/api-failure';

/**
 * POST /arks/web/member/transaction-record {start_date, end_date, page, count, type?} → {list,
 * total, page, count}: movements of the main wallet and the game bets, wins and rollbacks, newest
 * first; amount signed (+ in, − out), balance_after the wallet's balance after it (major units).
 */
export const TRANSACTION_RECORD_PATH = '/arks/web/member/transaction-record';

export type { TransactionRecord, TransactionRecordRequest, TransactionRecordResponse };

export async function getTransactionRecords(body: TransactionRecordRequest, signal?: AbortSignal): Promise<TransactionRecordResponse> {
  const res = await api.post<TransactionRecordResponse>(TRANSACTION_RECORD_PATH, body, { signal });
  if (!res.ok) throw new BusinessFailure(res.message, res.code);
  return res.data;
}
