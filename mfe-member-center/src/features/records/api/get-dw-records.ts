import { api } from '@site/shared/api';
import type { DwRecordRequest, DwRecordResponse, PaymentOrder } from '@site/shared/contracts';
import { BusinessFailure } from '../../../lib/api-failure';

/**
 * POST /arks/web/member/dw-record {start_date, end_date, page, count, type 0 all / 1 deposits /
 * 2 withdrawals, status?} → {list of payment orders, total, page, count, page_sum, total_sum}; the
 * sums count the successful orders, per kind, on this page and over the whole filter.
 */
export const DW_RECORD_PATH = '/arks/web/member/dw-record';

/** The `type` filter of the dw-record call. */
export const DW_TYPES = { all: 0, deposit: 1, withdraw: 2 } as const;
export type DwType = (typeof DW_TYPES)[keyof typeof DW_TYPES];

export type { DwRecordRequest, DwRecordResponse, PaymentOrder };

export async function getDwRecords(body: DwRecordRequest, signal?: AbortSignal): Promise<DwRecordResponse> {
  const res = await api.post<DwRecordResponse>(DW_RECORD_PATH, body, { signal });
  if (!res.ok) throw new BusinessFailure(res.message, res.code);
  return res.data;
}
