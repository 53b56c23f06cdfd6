import { useBusValue } from '@site/shared/bus';
import type { CurrencyCode } from '@site/shared/constants';
import type { MemberLayout, SiteConfig } from '@site/shared/contracts';

export interface LobbySession {
  /** 'restoring' until the shell has tried the stored token: the lobby waits rather than guess. */
  status: 'restoring' | 'anonymous' | 'member';
  member: MemberLayout | null;
  /** The member's currency when logged in, else the visitor currency, else the site default. */
  currency: CurrencyCode;
  /** Changes whenever whose lobby this is changes (visitor, or which member). */
  viewer: string;
}

/** The session as the shell publishes it on the bus; the lobby only reads it. */
export function useLobbySession(siteConfig: SiteConfig): LobbySession {
  const session = useBusValue('session:changed');
  const visitorCurrency = useBusValue('locale:currency-changed')?.currency;
  const status = session?.status ?? 'restoring';
  const member = session?.status === 'member' ? session.member : null;
  const currency = member?.member_currency ?? visitorCurrency ?? siteConfig.default_currency;
  return { status, member, currency, viewer: member ? `member:${member.id}` : status };
}
