import { createApiClient, type ApiClient } from './client';

/** The page-wide API client: `/api`, the stored token, the bus's language. Import it as `@site/shared/api`. */
export const api: ApiClient = createApiClient();
