import { type Observable, ReplaySubject, Subject } from 'rxjs';
import { BUS_EVENT_BEHAVIOUR, type BusEventName, type BusEvents } from '@site/shared/contracts';

/** A handler for one event; its return value is ignored. */
export type BusHandler<K extends BusEventName> = (payload: BusEvents[K]) => void;

/**
 * The typed event bus every app shares (ARCHITECTURE "State across apps"). One instance per page:
 * `@site/shared/bus` is a module-federation singleton, and `id` lets the e2e tests prove it.
 */
export interface Bus {
  /** Random per instance: two different ids on one page mean two copies of the library loaded. */
  readonly id: string;
  /** Publish an event. Replayed events (BUS_EVENT_BEHAVIOUR) are also remembered for late subscribers. */
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  /**
   * Subscribe; returns the unsubscribe function. A replayed event calls the handler at once with its
   * last value. A throwing handler is reported and does not stop the other handlers (one remote's bug
   * must not break the shell).
   */
  on<K extends BusEventName>(name: K, handler: BusHandler<K>): () => void;
  /** The event as an RxJS Observable (same replay rule as `on`). */
  observe<K extends BusEventName>(name: K): Observable<BusEvents[K]>;
  /** The last value of a replayed event, or undefined (always undefined for events that do not replay). */
  last<K extends BusEventName>(name: K): BusEvents[K] | undefined;
}

function randomId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Makes an independent bus. Apps use the `bus` singleton; tests make their own so they do not leak. */
export function createBus(): Bus {
  const subjects = new Map<BusEventName, Subject<unknown>>();
  const lastValues = new Map<BusEventName, unknown>();

  const subjectOf = (name: BusEventName): Subject<unknown> => {
    let subject = subjects.get(name);
    if (!subject) {
      // Replay 1: a remote mounted after the shell published the session still sees it.
      subject = BUS_EVENT_BEHAVIOUR[name]?.replay ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(name, subject);
    }
    return subject;
  };

  const observe = <K extends BusEventName>(name: K): Observable<BusEvents[K]> =>
    subjectOf(name).asObservable() as Observable<BusEvents[K]>;

  return {
    id: randomId(),
    emit(name, payload) {
      if (BUS_EVENT_BEHAVIOUR[name]?.replay) lastValues.set(name, payload);
      subjectOf(name).next(payload);
    },
    on(name, handler) {
      const subscription = observe(name).subscribe((payload) => {
        try {
          handler(payload);
        } catch (error) {
          console.error(`[bus] a handler of "${name}" threw`, error);
        }
      });
      return () => subscription.unsubscribe();
    },
    observe,
    last(name) {
      return lastValues.get(name) as BusEvents[typeof name] | undefined;
    },
  };
}
