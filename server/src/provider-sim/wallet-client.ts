/**
 * The simulator's side of the provider wallet API: signed POSTs to the platform
 * (PLATFORM_URL/api/provider/wallet/*), each call's path, body and answer from its description in
 * @site/shared/contracts (providerWalletCalls). Network failures and 5xx answers are reported as
 * `unreachable` so the caller can retry with the same transaction id or roll the bet back.
 */
import {
  providerWalletCalls,
  type ProviderBetBody,
  type ProviderRollbackBody,
  type ProviderSessionEndAnswer,
  type ProviderSessionEndBody,
  type ProviderWalletAnswer,
  type ProviderWalletBase,
  type ProviderWinBody,
} from '@site/shared/contracts';
import { signBody, PROVIDER_ID_HEADER, SIGNATURE_HEADER } from '../modules/provider-wallet/signature';

/** The calls by the last segment of their path. */
const CALLS = {
  balance: providerWalletCalls.balance,
  bet: providerWalletCalls.bet,
  win: providerWalletCalls.win,
  rollback: providerWalletCalls.rollback,
  'session-end': providerWalletCalls.sessionEnd,
} as const;
export type WalletOp = keyof typeof CALLS;
interface Bodies {
  balance: ProviderWalletBase;
  bet: ProviderBetBody;
  win: ProviderWinBody;
  rollback: ProviderRollbackBody;
  'session-end': ProviderSessionEndBody;
}
interface Answers {
  balance: ProviderWalletAnswer;
  bet: ProviderWalletAnswer;
  win: ProviderWalletAnswer;
  rollback: ProviderWalletAnswer;
  'session-end': ProviderSessionEndAnswer;
}
/** A call's body without gp_id: the client adds the provider it signs for. */
export type WalletBody<O extends WalletOp> = Omit<Bodies[O], 'gp_id'>;

export interface WalletReply<O extends WalletOp = WalletOp> {
  code: string;
  message: string;
  data: Answers[O] | null;
}
export type WalletResult<O extends WalletOp = WalletOp> =
  { ok: true; reply: WalletReply<O> } | { ok: false; unreachable: true; error: string };

export class WalletClient {
  constructor(
    private readonly platformUrl: string,
    private readonly secret: string,
    private readonly timeoutMs = 8000,
  ) {}

  async call<O extends WalletOp>(op: O, gpId: string, body: WalletBody<O>): Promise<WalletResult<O>> {
    // Only serialised here: the typed body has done its work at the caller.
    const fields: object = body;
    const raw = JSON.stringify({ gp_id: gpId, ...fields });
    try {
      const res = await fetch(`${this.platformUrl}/api${CALLS[op].path}`, {
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
      return { ok: true, reply: (await res.json()) as WalletReply<O> };
    } catch (err) {
      return { ok: false, unreachable: true, error: (err as Error).message };
    }
  }

  /** Retries an idempotent call (same body, same transaction id) while the platform is unreachable. */
  async retry<O extends 'win' | 'rollback' | 'session-end'>(
    op: O,
    gpId: string,
    body: WalletBody<O>,
    attempts = 3,
  ): Promise<WalletResult<O>> {
    let last: WalletResult<O> = { ok: false, unreachable: true, error: 'not tried' };
    for (let i = 0; i < attempts; i++) {
      last = await this.call(op, gpId, body);
      if (last.ok) return last;
      await new Promise((r) => setTimeout(r, 200 * (i + 1)));
    }
    return last;
  }
}
