import { createBus, type Bus } from './create-bus';

declare global {
  // Every bus id created on this page, newest last. The e2e tests read it to prove there is one.
  var __siteBusIds: string[] | undefined;
}

/** The page-wide bus. Import it as `@site/shared/bus` only, never by a relative path (see README). */
export const bus: Bus = createBus();

globalThis.__siteBusIds = [...(globalThis.__siteBusIds ?? []), bus.id];
