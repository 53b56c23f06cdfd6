/**
 * Jest setup shared by every browser project of the workspace (jest.config.cjs `setupFilesAfterEnv`).
 * It fills the gaps between jsdom and a browser that our libraries need.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { notifyManager } from '@tanstack/react-query';
import { queryClient } from '@site/shared/query';

// The page's query client is a module singleton used by the services (session, red envelope
// watch): each test starts with its cache empty.
afterEach(() => queryClient.clear());
// TanStack tells components about new results on the next timer tick; in tests it tells them on
// the next microtask instead, so an awaited act() sees the answer (and fake timers do not hold it).
notifyManager.setScheduler(queueMicrotask);

// findBy… and waitFor give up after this long. They answer as soon as what they wait for is there,
// so the wait only decides when a test fails: the default 1 s failed a lobby page that draws its
// list in a transition while two jest workers and the platform's tests shared two busy cores.
configure({ asyncUtilTimeout: 10_000 });

// react-router 7 needs TextEncoder, which jsdom lacks.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom has no matchMedia; the device helpers and the UI kit ask it about display mode and motion.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

/*
 * ofetch ships ESM for the "browser" export condition that jest-environment-jsdom selects, and jest
 * does not transform node_modules, so `require('ofetch')` fails. Its CommonJS core (the same code,
 * what `ofetch/node` wraps) is loaded instead, bound to the test's globals exactly as
 * ofetch/dist/index.mjs does. Bundled builds are unaffected.
 */
jest.mock('ofetch', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const path = require('node:path') as typeof import('node:path');
  const fs = require('node:fs') as typeof import('node:fs');
  const root = path.dirname(require.resolve('ofetch/package.json'));
  const sharedDir = path.join(root, 'dist', 'shared');
  const core = fs.readdirSync(sharedDir).find((f) => /^ofetch\..+\.cjs$/.test(f));
  if (!core) throw new Error(`jest-setup: no CommonJS build of ofetch in ${sharedDir}`);
  const mod = jest.requireActual<typeof import('ofetch')>(path.join(sharedDir, core));
  const fetch = (...args: Parameters<typeof globalThis.fetch>) =>
    typeof globalThis.fetch === 'function'
      ? globalThis.fetch(...args)
      : Promise.reject(new Error('[ofetch] global.fetch is not supported!'));
  const ofetch = mod.createFetch({ fetch, Headers: globalThis.Headers, AbortController: globalThis.AbortController });
  return {
    ...mod,
    ofetch,
    $fetch: ofetch,
    fetch,
    Headers: globalThis.Headers,
    AbortController: globalThis.AbortController,
  };
});
