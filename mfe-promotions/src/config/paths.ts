import { PATHS } from '@site/shared/constants';

/** The daily check-in page, under the remote's basename (/discount/sign-in). */
export const SIGN_IN_PATH = '/sign-in';

/** A promotion's page inside this remote (/discount/{id} in the site). */
export const discountPath = (id: number) => `/${id}`;

/** The same page from outside this remote's router (the pop-ups and dialogs go through the shell). */
export const siteDiscountPath = (id: number) => `${PATHS.discount}/${id}`;

/**
 * SPEC §2/§4: the deposit page, where a member's pop-up bulletins are those of display_location 3:
 * /Deposit (the shell sends it on to /user/Deposit), /user/Deposit and /user?page=Deposit.
 */
export function isDepositPage(pathname: string, search: string): boolean {
  if (pathname === PATHS.deposit || pathname === PATHS.userDeposit) return true;
  return pathname === PATHS.user && new URLSearchParams(search).get('page') === 'Deposit';
}
