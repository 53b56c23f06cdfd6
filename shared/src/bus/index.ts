/** `@site/shared/bus`: the typed RxJS event bus of ARCHITECTURE "State across apps". */
export { bus } from './bus';
export { createBus, type Bus, type BusHandler } from './create-bus';
export { useBusEvent, useBusValue } from './use-bus';
export type { BusEventName, BusEvents } from '@site/shared/contracts';
