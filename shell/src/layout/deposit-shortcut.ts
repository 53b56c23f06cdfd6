import { useCallback } from 'react';
import { useNavigate } from '@site/shared/router';
import { COOKIES, PATHS } from '@site/shared/constants';
import type { LayoutMode, SessionState, SiteConfig } from '@site/shared/contracts';
import { bus, useBusValue } from '@site/shared/bus';
import { cookies } from '@site/shared/storage';
import { toast } from '@site/shared/ui';
import { openMemberWindow } from './member-window';

export interface DepositShortcutContext {
  session: SessionState | undefined;
  siteConfig: Pick<SiteConfig, 'features'>;
  layout: LayoutMode;
  /** Same-window navigation (a phone, or a blocked popup). */
  navigate: (to: string) => void;
  win?: Window;
}

/**
 * SPEC §6 deposit shortcut. A member: the member window's deposit page when the site binds fast
 * payment to its agents (agent_bind_fast_payment), otherwise the fast payment window (SPEC §3
 * waitingWindow fpWindow). Both are the 1500×800 popup on a desktop and this window otherwise
 * (SPEC §2). A visitor is warned and shown the login dialog. Returns what it did.
 */
export function openDepositShortcut({
  session,
  siteConfig,
  layout,
  navigate,
  win = window,
}: DepositShortcutContext): 'member-window' | 'fast-payment' | 'login' | 'none' {
  if (!session || session.status === 'restoring') return 'none';
  if (session.status === 'anonymous') {
    toast.warning('common:login_required');
    bus.emit('modal:open', { name: 'login' });
    return 'login';
  }
  if (siteConfig.features.agent_bind_fast_payment) {
    if (!openMemberWindow(PATHS.userDeposit, layout, win)) navigate(PATHS.userDeposit);
    return 'member-window';
  }
  if (!openMemberWindow(PATHS.fastPayment, layout, win, 'fpWindow')) navigate(PATHS.fastPayment);
  return 'fast-payment';
}

/**
 * SPEC §2/§6: /fastDeposit leaves the isFastDeposit flag; the shortcut runs once a member is there
 * (at once, or after the login it asks a visitor for) and the flag is cleared. A visitor is warned
 * once per flag, not on every page they open before logging in.
 */
export function consumeFastDepositFlag(
  context: DepositShortcutContext,
  warned: { current: boolean },
): ReturnType<typeof openDepositShortcut> {
  if (!cookies.get(COOKIES.isFastDeposit)) return 'none';
  const status = context.session?.status;
  if (status === 'member') {
    cookies.remove(COOKIES.isFastDeposit);
    warned.current = false;
    return openDepositShortcut(context);
  }
  if (status === 'anonymous' && !warned.current) {
    warned.current = true;
    return openDepositShortcut(context);
  }
  return 'none';
}

/** The shortcut as a click handler: the session of the moment, the router for same-window navigation. */
export function useDepositShortcut(siteConfig: Pick<SiteConfig, 'features'>, layout: LayoutMode): () => void {
  const navigate = useNavigate();
  const session = useBusValue('session:changed');
  return useCallback(() => {
    openDepositShortcut({ session, siteConfig, layout, navigate: (to) => void navigate(to) });
  }, [session, siteConfig, layout, navigate]);
}
