/**
 * `@site/shared/testing`: helpers for the unit tests of every app. Test-only: never imported by app
 * code (the federation shared map leaves it out).
 */
export { renderApp, createTestQueryClient, type RenderAppOptions, type RenderAppResult } from './render-app';
export {
  createFakeFetch,
  envelope,
  type FakeCall,
  type FakeFetch,
  type FakeHandler,
  type FakeReply,
} from './fake-fetch';
export { testSiteConfig } from './site-config';
export { testMember } from './member';
