/** What the sign-up reads from the address (SPEC §2 "Registration page: reads id, invite, currency"). */
export interface RegisterAddress {
  /** Agent introducer id (`?id=`). */
  agentId: string;
  /** Recommend code (`?invite=`). */
  inviteCode: string;
  /** Currency to lock (`?currency=`). */
  currency: string;
}

/**
 * Read from the page's own address rather than a router: the dialog has no router, and the page's
 * router sits under a basename, while the query string is the same for both.
 */
export function readRegisterAddress(search: string = typeof window === 'undefined' ? '' : window.location.search) {
  const query = new URLSearchParams(search);
  const read = (name: string) => (query.get(name) ?? '').trim();
  const address: RegisterAddress = {
    agentId: read('id'),
    inviteCode: read('invite'),
    currency: read('currency').toUpperCase(),
  };
  return address;
}
