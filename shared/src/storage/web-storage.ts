import {
  type SESSION_KEYS,
  STORAGE_KEYS,
  isCurrencyCode,
  type CurrencyCode,
  type StorageKey,
} from '@site/shared/constants';

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Typed access to one Web Storage area, restricted to the keys SPEC §3 names. */
export interface TypedStorage<K extends string> {
  get(key: K): string | null;
  set(key: K, value: string | number | boolean): void;
  remove(key: K): void;
  /** Parsed JSON, or null when absent or not JSON (e.g. maintain_interval {start_at, end_at}). */
  getJSON<T>(key: K): T | null;
  setJSON(key: K, value: unknown): void;
}

/**
 * Storage can throw (Safari private mode, quota, storage disabled by policy). A site that cannot
 * remember a flag must still work, so every access is guarded and failures read as "absent".
 */
function createTypedStorage<K extends string>(area: () => Storage | undefined): TypedStorage<K> {
  const get = (key: K): string | null => {
    try {
      return area()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const set = (key: K, value: string | number | boolean): void => {
    try {
      area()?.setItem(key, String(value));
    } catch (error) {
      console.warn(`[storage] could not write "${key}"`, error);
    }
  };
  return {
    get,
    set,
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing stored can be removed: same outcome.
      }
    },
    getJSON<T>(key: K): T | null {
      const raw = get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON(key, value) {
      set(key, JSON.stringify(value));
    },
  };
}

const areaOf = (name: 'localStorage' | 'sessionStorage') => (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
};

/** localStorage, keys of STORAGE_KEYS (SPEC §3 "Stored locally"). */
export const local: TypedStorage<StorageKey> = createTypedStorage<StorageKey>(areaOf('localStorage'));
/** sessionStorage, keys of SESSION_KEYS (SPEC §3 "Session"). */
export const session: TypedStorage<SessionKey> = createTypedStorage<SessionKey>(areaOf('sessionStorage'));

/** The member token: every API call sends it and a response `authorization` header replaces it (SPEC §7). */
export const tokenStore = {
  get(): string | null {
    const token = local.get(STORAGE_KEYS.token);
    return token ? token : null;
  },
  set(token: string): void {
    local.set(STORAGE_KEYS.token, token);
  },
  clear(): void {
    local.remove(STORAGE_KEYS.token);
  },
};

/** The member values SPEC §3 stores together after any kind of login. */
export interface StoredMember {
  token: string;
  member_id: string | number;
  member_account: string;
  currency: CurrencyCode;
  member_type: string | number;
  agent_type: string | number;
}
const MEMBER_KEYS = ['token', 'member_id', 'member_account', 'currency', 'member_type', 'agent_type'] as const;

/** What is stored, as strings; `currency` only when it is a known currency code. */
export type StoredMemberValues = Partial<Omit<Record<keyof StoredMember, string>, 'currency'>> & {
  currency?: CurrencyCode;
};

/**
 * Writes and clears the member keys together, so a half-written session never survives (SPEC §4:
 * login stores them, logout clears member data and token). `write` stores only the given values: the
 * address-token login of SPEC §4 carries tk, member_id, member_account and member_currency only.
 */
export const memberStore = {
  write(values: Partial<StoredMember>): void {
    for (const key of MEMBER_KEYS) {
      const value = values[key];
      if (value !== undefined && value !== null) local.set(STORAGE_KEYS[key], value);
    }
  },
  read(): StoredMemberValues {
    const out: StoredMemberValues = {};
    for (const key of MEMBER_KEYS) {
      const value = local.get(STORAGE_KEYS[key]);
      if (value === null) continue;
      if (key === 'currency') {
        if (isCurrencyCode(value)) out.currency = value;
      } else {
        out[key] = value;
      }
    }
    return out;
  },
  clear(): void {
    for (const key of MEMBER_KEYS) local.remove(STORAGE_KEYS[key]);
  },
};
