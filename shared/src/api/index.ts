/** `@site/shared/api`: the API client of SPEC §7 "All calls". */
export { api } from './api';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiRequestOptions,
  type HttpMethod,
} from './client';
export { ApiError, isApiError, type ApiErrorType } from './api-error';
export {
  okData,
  businessError,
  describeFailure,
  FAILURE_FALLBACK_KEY,
  type FailureMessage,
  type DescribeFailureOptions,
} from './failure';
export { ABORTABLE_BACKGROUND_PATHS, isAbortableBackgroundPath } from './background-calls';
export {
  normaliseEnvelope,
  isCodeEnvelope,
  isHeaderEnvelope,
  requestErrorOf,
  REQUEST_ERROR_I18N_PREFIX,
} from './envelope';
export type { ApiResult, ApiEnvelope } from '@site/shared/contracts';
