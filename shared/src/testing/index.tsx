/** `@site/shared/testing`: helpers for unit tests of every app. */
export { createFakeFetch, envelope, type FakeCall, type FakeFetch, type FakeHandler, type FakeReply } from './fake-fetch';
