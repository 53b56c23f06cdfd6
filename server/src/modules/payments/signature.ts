/**
 * Signatures between the platform and the payment simulator (PSP), both ways, with one shared
 * secret (PAYMENT_SIM_SECRET):
 * - server-to-server calls (PSP → POST /api/payment/callback, platform → PSP POST /payouts) carry
 *   `x-psp-timestamp: <unix seconds>` and `x-psp-signature: <hex HMAC-SHA256(secret, "<timestamp>.<canonical JSON body>")>`;
 *   a timestamp more than 5 minutes away from the receiver's clock is stale (HTTP 401), so a
 *   captured call cannot be replayed later; the canonical JSON (sorted keys) makes the signature
 *   independent of key order and whitespace;
 * - the checkout link the member's browser opens (pay_url) carries a token
 *   `<base64url JSON claims>.<base64url HMAC-SHA256("checkout." + claims)>` with an expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../provider-wallet/canonical';
import type { PaymentMethod } from '@site/shared/constants';

/** Development key only; production sets PAYMENT_SIM_SECRET (the same in the platform and the simulator). */
export const DEV_PAYMENT_SIM_SECRET = 'dev-payment-sim-secret-change-me';
export const PSP_TIMESTAMP_HEADER = 'x-psp-timestamp';
export const PSP_SIGNATURE_HEADER = 'x-psp-signature';
/** How far a signed call's timestamp may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_S = 300;

export function pspSignature(secret: string, timestamp: string, body: unknown): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.${canonicalJson(body)}`)
    .digest('hex');
}

/** The headers of a signed call with this body, at `now`. */
export function signedHeaders(secret: string, body: unknown, now: Date = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [PSP_TIMESTAMP_HEADER]: timestamp, [PSP_SIGNATURE_HEADER]: pspSignature(secret, timestamp, body) };
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'forged';

export function verifySignedCall(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  now: Date = new Date(),
): SignatureCheck {
  const timestamp = headers[PSP_TIMESTAMP_HEADER];
  const signature = headers[PSP_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'forged';
  const expected = Buffer.from(pspSignature(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'forged';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S) return 'stale';
  return 'ok';
}

/** What the checkout page needs; the browser carries it, the signature keeps it honest. */
export interface CheckoutClaims {
  order_no: string;
  method: PaymentMethod;
  channel_id: string;
  channel_name: string;
  /** Minor units. */
  amount: number;
  currency: string;
  digits: number;
  account: string;
  /** The operator's brand the payer sees as the merchant (e.g. 'Sao Vàng'). */
  merchant?: string;
  /** The page of the site the PSP sends the browser back to ('' when none). */
  return_url: string;
  /** Bank transfer: the operator's receiving account and the reference the payer writes. */
  receiving?: { bank_name: string; account_name: string; account_number: string; reference: string };
  /** Bank transfer from a bound account: that account, masked. */
  from_account?: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
}

const checkoutMac = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`checkout.${body}`).digest('base64url');

export function signCheckoutToken(claims: CheckoutClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${checkoutMac(body, secret)}`;
}

/** The claims of a genuine token (expired or not: the caller decides), or null. */
export function readCheckoutToken(token: string, secret: string): CheckoutClaims | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  const expected = Buffer.from(checkoutMac(body, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CheckoutClaims;
  } catch {
    return null;
  }
}
