import type { MemberLayout } from '@site/shared/contracts';

/** A regular member's layout (SPEC §3) for tests; override what a test needs. */
export function testMember(overrides: Partial<MemberLayout> = {}): MemberLayout {
  return {
    id: 1,
    member_currency: 'VND',
    member_cash: 5_000_000,
    member_account: 'demo01',
    member_type: 1,
    agent_type: 0,
    agent_level: 0,
    is_agent: 0,
    agent_active: 0,
    is_playing: 0,
    cash_back_status: 0,
    wallet_status: 1,
    first_login_to_change_password: 0,
    need_bank_account_deposit_verified: 0,
    ...overrides,
  };
}
