import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { paymentCalls, type DwRecordRequest, type DwRecordResponse, type PaymentOrder } from '@site/shared/contracts';
import { recordKeys } from './records-query';

/*
 * paymentCalls.dwRecord: {start_date, end_date, page, count, type 0 all / 1 deposits / 2 withdrawals,
 * status?} → {list of payment orders, total, page, count, page_sum, total_sum}; the sums count the
 * successful orders, per kind, on this page and over the whole filter.
 */

/** The `type` filter of the dw-record call. */
export const DW_TYPES = { all: 0, deposit: 1, withdraw: 2 } as const;
export type DwType = (typeof DW_TYPES)[keyof typeof DW_TYPES];

export type { DwRecordRequest, DwRecordResponse, PaymentOrder };

/** One page of payment orders; a failure of any kind rejects with ApiError. */
export async function getDwRecords(body: DwRecordRequest, signal?: AbortSignal): Promise<DwRecordResponse> {
  return okData(await api.call(paymentCalls.dwRecord, body, { signal }), paymentCalls.dwRecord.path);
}

/** The payment orders of `request`; a newer request (filter, page) cancels the older one's call. */
export function useDwRecords(request: DwRecordRequest) {
  return useQuery({ queryKey: recordKeys.dw(request), queryFn: ({ signal }) => getDwRecords(request, signal) });
}
