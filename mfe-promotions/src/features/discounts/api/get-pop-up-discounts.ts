import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { promotionCalls, type SiteConfig } from '@site/shared/contracts';
import { promotionsKey, type PromotionsSession } from '../../../hooks/use-promotions-session';

/**
 * The pop-up discounts running now (the first is the one to show) and the history of pop-up
 * promotions that have ended (SPEC §2 "pop-up discount", "history of pop-up promotions").
 */
export function usePopUpDiscounts(siteConfig: SiteConfig, session: PromotionsSession, enabled = true) {
  const body = { site_id: siteConfig.site_id, currency: session.currency, language: session.language };
  return useQuery({
    queryKey: promotionsKey(session, 'pop-up-discounts', body),
    queryFn: async ({ signal }) =>
      okData(await api.call(promotionCalls.popUpDiscounts, body, { signal }), promotionCalls.popUpDiscounts.path),
    enabled: enabled && session.status !== 'restoring',
  });
}
