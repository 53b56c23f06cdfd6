/**
 * Signatures of the provider wallet API. Each provider has its own secret, derived from the
 * platform's PROVIDER_WALLET_SECRET: key(gp) = HMAC-SHA256(PROVIDER_WALLET_SECRET, gp_id). A call
 * carries `x-provider-id: <gp_id>` and `x-signature: <hex HMAC-SHA256(key(gp), raw body)>`.
 * The simulator and the platform share this file; the browser never sees a key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Development key only (SITE_DEV_TOOLS=1); production sets PROVIDER_WALLET_SECRET in the platform and the simulator. */
export const DEV_PROVIDER_WALLET_SECRET = 'dev-provider-wallet-secret-change-me';
export { PROVIDER_ID_HEADER, SIGNATURE_HEADER } from '@site/shared/contracts';

export function providerKey(masterSecret: string, gpId: string): Buffer {
  return createHmac('sha256', masterSecret).update(`provider-wallet:${gpId}`).digest();
}

export function signBody(masterSecret: string, gpId: string, rawBody: string): string {
  return createHmac('sha256', providerKey(masterSecret, gpId)).update(rawBody).digest('hex');
}

export function verifyBody(masterSecret: string, gpId: string, rawBody: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(masterSecret, gpId, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
