import { useCallback, useState } from 'react';
import { useSearchParams } from '@site/shared/router';

/** The query parameter naming the order being paid (the PSP's return_url adds it too). */
const ORDER_PARAM = 'order_no';

/**
 * The deposit being paid, kept in the address (so a reload, or the PSP's return, shows it) with its
 * checkout link while this page knows it (the status call does not carry it).
 */
export function useOrderParam() {
  const [params, setParams] = useSearchParams();
  const orderNo = params.get(ORDER_PARAM);
  const [payUrl, setPayUrl] = useState<string | null>(null);

  const setOrder = useCallback(
    (next: { order_no: string; pay_url: string } | null) => {
      setPayUrl(next?.pay_url ?? null);
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('status');
          if (next) out.set(ORDER_PARAM, next.order_no);
          else out.delete(ORDER_PARAM);
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { orderNo, payUrl, setOrder };
}
