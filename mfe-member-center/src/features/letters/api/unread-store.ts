type Listener = () => void;

/**
 * The member's unread letter count, shared by the menu badge and the Letter page. Whoever has the
 * list on screen owns it (`claim`): it fetches anyway and writes the count, so the badge does not
 * fetch a second time; with no list on screen the badge fetches it itself.
 */
function createUnreadStore() {
  let value: number | null = null;
  let owners = 0;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: number | null) {
      if (next === value) return;
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A list is on screen; call the returned function when it leaves. */
    claim() {
      owners += 1;
      return () => {
        owners -= 1;
      };
    },
    get owned() {
      return owners > 0;
    },
  };
}

export const letterUnread = createUnreadStore();
