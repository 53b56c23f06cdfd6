import { memberKey } from '@site/shared/query';

/**
 * Query keys of the Fund pages (Deposit, Withdrawal, BindAccount). All are member-scoped: the session
 * drops them at logout, so no member ever sees another's accounts or orders.
 */
export const paymentKeys = {
  channels: (currency: string) => memberKey('payment-channels', currency),
  banks: (currency: string) => memberKey('banks', currency),
  bankAccounts: memberKey('bank-accounts'),
  profile: memberKey('member-profile'),
  order: (orderNo: string) => memberKey('payment-order', orderNo),
} as const;
