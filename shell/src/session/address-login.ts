import { api } from '@site/shared/api';
import { isCurrencyCode, STORAGE_KEYS } from '@site/shared/constants';
import { authCalls } from '@site/shared/contracts';
import { local, memberStore, tokenStore } from '@site/shared/storage';

/** The query parameters of an address login (SPEC §2 query parameters, §4 login state). */
const LOGIN_PARAMS = ['tk', 'member_account', 'member_currency', 'member_id', 'member_type', 'enc'] as const;

interface AddressLoginHost {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState'>;
  /** The page's exchange of an enc (POST /get_info_data). */
  exchange?: (enc: string) => ReturnType<typeof api.call<typeof authCalls.infoData>>;
}

/**
 * The hook native app wrappers listen on (documented in shell/README.md): the page tells the app
 * that a token login from the address is set, so the app can keep its own copy. Android injects
 * `window.SiteApp.tokenLoginSet(json)`; iOS a `tokenLogin` message handler.
 */
function tellAppShell(values: { member_id: string; member_account: string }) {
  const w = window as unknown as {
    SiteApp?: { tokenLoginSet?: (json: string) => void };
    webkit?: { messageHandlers?: { tokenLogin?: { postMessage: (v: unknown) => void } } };
  };
  try {
    w.SiteApp?.tokenLoginSet?.(JSON.stringify(values));
    w.webkit?.messageHandlers?.tokenLogin?.postMessage(values);
  } catch {
    // An app that cannot be told keeps working from the page's storage.
  }
}

function store(values: {
  tk: string;
  member_id: string;
  member_account: string;
  member_currency: string;
  member_type?: string | null;
}) {
  tokenStore.set(values.tk);
  memberStore.write({
    token: values.tk,
    member_id: values.member_id,
    member_account: values.member_account,
    ...(isCurrencyCode(values.member_currency) ? { currency: values.member_currency } : {}),
    ...(values.member_type ? { member_type: values.member_type } : {}),
  });
  tellAppShell({ member_id: values.member_id, member_account: values.member_account });
}

/** The address without the login parameters (the rest of the query and the hash kept). */
function withoutLoginParams(location: AddressLoginHost['location']): string {
  const params = new URLSearchParams(location.search);
  for (const p of LOGIN_PARAMS) params.delete(p);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/**
 * SPEC §4 logins from the address, run before the session starts (which then loads the member
 * from the stored token as at any start):
 * - `?tk=…&member_account=…&member_currency=…&member_id=…` stores the token and the member's values,
 *   and the parameters leave the address; when `skipReloadGetInfo` is stored (an app that loads the
 *   page with them on purpose), they are kept this once and the flag is removed;
 * - `?enc=…` is exchanged (POST /get_info_data) for the same four values, stored the same way, and
 *   the address is reset to `/`; a failed exchange resets it silently.
 */
export async function loginFromAddress(
  host: AddressLoginHost = { location: window.location, history: window.history },
) {
  const params = new URLSearchParams(host.location.search);
  const tk = params.get('tk');
  const enc = params.get('enc');
  if (tk) {
    store({
      tk,
      member_id: params.get('member_id') ?? '',
      member_account: params.get('member_account') ?? '',
      member_currency: params.get('member_currency') ?? '',
      member_type: params.get('member_type'),
    });
    if (local.get(STORAGE_KEYS.skipReloadGetInfo) !== null) local.remove(STORAGE_KEYS.skipReloadGetInfo);
    else host.history.replaceState(null, '', withoutLoginParams(host.location));
    return;
  }
  if (!enc) return;
  const exchange = host.exchange ?? ((value: string) => api.call(authCalls.infoData, { enc: value }));
  try {
    const res = await exchange(enc);
    if (res.ok) {
      const values = JSON.parse(res.data) as {
        tk?: unknown;
        member_id?: string | number;
        member_account?: string;
        member_currency?: string;
      };
      if (typeof values.tk === 'string' && values.tk) {
        store({
          tk: values.tk,
          member_id: String(values.member_id ?? ''),
          member_account: String(values.member_account ?? ''),
          member_currency: String(values.member_currency ?? ''),
        });
      }
    }
  } catch {
    // SPEC §4: a failed exchange just resets the address.
  }
  host.history.replaceState(null, '', '/');
}
