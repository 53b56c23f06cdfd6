/**
 * The simulator's side of the provider wallet API: signed POSTs to the platform
 * (PLATFORM_URL/api/provider/wallet/*). Network failures and 5xx answers are reported as
 * `unreachable` so the caller can retry with the same transaction id or roll the bet back.
 */
import { signBody, PROVIDER_ID_HEADER, SIGNATURE_HEADER } from '../modules/provider-wallet/signature';

export interface WalletReply {
  code: string;
  message: string;
  data: { balance: number; currency: string; created?: boolean } | null;
}
export type WalletResult = { ok: true; reply: WalletReply } | { ok: false; unreachable: true; error: string };

export class WalletClient {
  constructor(
    private readonly platformUrl: string,
    private readonly secret: string,
    private readonly timeoutMs = 8000,
  ) {}

  async call(
    op: 'balance' | 'bet' | 'win' | 'rollback' | 'session-end',
    gpId: string,
    body: Record<string, unknown>,
  ): Promise<WalletResult> {
    const raw = JSON.stringify({ gp_id: gpId, ...body });
    try {
      const res = await fetch(`${this.platformUrl}/api/provider/wallet/${op}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PROVIDER_ID_HEADER]: gpId,
          [SIGNATURE_HEADER]: signBody(this.secret, gpId, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status >= 500) return { ok: false, unreachable: true, error: `HTTP ${res.status}` };
      return { ok: true, reply: (await res.json()) as WalletReply };
    } catch (err) {
      return { ok: false, unreachable: true, error: (err as Error).message };
    }
  }

  /** Retries an idempotent call (same body, same transaction id) while the platform is unreachable. */
  async retry(
    op: 'win' | 'rollback' | 'session-end',
    gpId: string,
    body: Record<string, unknown>,
    attempts = 3,
  ): Promise<WalletResult> {
    let last: WalletResult = { ok: false, unreachable: true, error: 'not tried' };
    for (let i = 0; i < attempts; i++) {
      last = await this.call(op, gpId, body);
      if (last.ok) return last;
      await new Promise((r) => setTimeout(r, 200 * (i + 1)));
    }
    return last;
  }
}
