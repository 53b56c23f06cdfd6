import { useBusValue } from '@site/shared/bus';
import { CONFIGURED_LOCALE, isLanguageCode, type CurrencyCode, type LanguageCode } from '@site/shared/constants';
import type { MemberLayout, SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { memberKey } from '@site/shared/query';

export interface PromotionsSession {
  /** 'restoring' until the shell has tried the stored token: nothing is asked before that. */
  status: 'restoring' | 'anonymous' | 'member';
  member: MemberLayout | null;
  /** The member's currency, else the visitor currency, else the site default. */
  currency: CurrencyCode;
  /** The page language, sent as the body's `language` so texts come in it. */
  language: LanguageCode;
}

/** The session as the shell publishes it on the bus, with the currency and language the calls need. */
export function usePromotionsSession(siteConfig: SiteConfig): PromotionsSession {
  const session = useBusValue('session:changed');
  const visitorCurrency = useBusValue('locale:currency-changed')?.currency;
  const { i18n } = useT('promotions');
  const status = session?.status ?? 'restoring';
  const member = session?.status === 'member' ? session.member : null;
  return {
    status,
    member,
    currency: member?.member_currency ?? visitorCurrency ?? siteConfig.default_currency,
    language: isLanguageCode(i18n.language) ? i18n.language : CONFIGURED_LOCALE,
  };
}

/**
 * The query key of a promotions answer. An answer given to a member (whether they applied, their
 * sign-in) lives under the member scope, which the session drops at logout; a visitor's does not.
 */
export function promotionsKey(session: Pick<PromotionsSession, 'member'>, ...parts: readonly unknown[]) {
  return session.member ? memberKey('promotions', session.member.id, ...parts) : ['promotions', 'visitor', ...parts];
}

/** Every member-scoped promotions answer, for invalidation after a change (an application, a sign-in). */
export const MEMBER_PROMOTIONS_KEY = memberKey('promotions');
