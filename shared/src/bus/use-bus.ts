import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { BusEventName, BusEvents } from '@site/shared/contracts';
import { bus as defaultBus } from './bus';
import type { Bus, BusHandler } from './create-bus';

/**
 * The last value of a replayed event (session, locale, balance ...), re-rendering when it changes.
 * Undefined until the event is first emitted, and always for events that do not replay.
 */
export function useBusValue<K extends BusEventName>(name: K, bus: Bus = defaultBus): BusEvents[K] | undefined {
  const subscribe = useCallback((onChange: () => void) => bus.on(name, onChange), [bus, name]);
  const getSnapshot = useCallback(() => bus.last(name), [bus, name]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Calls `handler` for each event while the component is mounted; the latest handler is always used. */
export function useBusEvent<K extends BusEventName>(name: K, handler: BusHandler<K>, bus: Bus = defaultBus): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => bus.on(name, (payload) => handlerRef.current(payload)), [bus, name]);
}
