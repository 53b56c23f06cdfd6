import { useQuery } from '@tanstack/react-query';
import { api, ApiError, okData } from '@site/shared/api';
import { DISCOUNT_GONE_CODES, promotionCalls, type SiteConfig } from '@site/shared/contracts';
import { promotionsKey, type PromotionsSession } from '../../../hooks/use-promotions-session';

/** One discount with its body (SPEC §2 /discount/{id}); 101 unknown and 102 ended fail as ApiError. */
export function useDiscountDetail(siteConfig: SiteConfig, session: PromotionsSession, id: number) {
  const body = { site_id: siteConfig.site_id, currency: session.currency, language: session.language, id };
  return useQuery({
    queryKey: promotionsKey(session, 'discount', body),
    queryFn: async ({ signal }) =>
      okData(await api.call(promotionCalls.discountDetail, body, { signal }), promotionCalls.discountDetail.path),
    enabled: session.status !== 'restoring' && id > 0,
  });
}

/** Why a discount cannot be shown: 'not_found' (101), 'ended' (102), or null for another failure. */
export function goneReason(error: unknown): 'not_found' | 'ended' | null {
  if (!(error instanceof ApiError) || !(DISCOUNT_GONE_CODES as readonly string[]).includes(error.code)) return null;
  return error.code === '102' ? 'ended' : 'not_found';
}
