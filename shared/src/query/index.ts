/**
 * `@site/shared/query`: the one TanStack Query client of the page, its defaults (SPEC §7: the API
 * client retries, TanStack does not) and the query-key helpers. Apps use `useQuery`/`useMutation`
 * from `@tanstack/react-query` (a module-federation singleton too) under the provider the shell and
 * the remote factory set up with this client.
 */
export { queryClient, createQueryClient, QUERY_DEFAULTS } from './query-client';
export { MEMBER_SCOPE, memberKey, queryKeys } from './query-keys';
export { useIdempotencyKey } from './use-idempotency-key';
