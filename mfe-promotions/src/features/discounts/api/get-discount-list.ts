import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { GameTypeId } from '@site/shared/constants';
import { promotionCalls, type SiteConfig } from '@site/shared/contracts';
import { promotionsKey, type PromotionsSession } from '../../../hooks/use-promotions-session';

/**
 * The running discounts of the site and currency (SPEC §2 /discount), of one category (a game type)
 * or all of them, in the page language; a member's answer says which ones they applied for.
 */
export function useDiscountList(siteConfig: SiteConfig, session: PromotionsSession, gtId: GameTypeId | null) {
  const body = {
    site_id: siteConfig.site_id,
    currency: session.currency,
    language: session.language,
    ...(gtId ? { gt_id: gtId } : {}),
  };
  return useQuery({
    queryKey: promotionsKey(session, 'discounts', body),
    queryFn: async ({ signal }) =>
      okData(await api.call(promotionCalls.discounts, body, { signal }), promotionCalls.discounts.path),
    enabled: session.status !== 'restoring',
    // Switching tabs keeps the cards on screen until the next category answers.
    placeholderData: keepPreviousData,
  });
}
