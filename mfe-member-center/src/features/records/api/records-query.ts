import { ApiError } from '@site/shared/api';
import { memberKey } from '@site/shared/query';

/** Rows a records page asks for (the server allows up to RECORD_MAX_PAGE_SIZE). */
export const RECORD_PAGE_SIZE = 20;

/**
 * The cache keys of the member's records, one per request (filter and page): going back to a page
 * already seen shows it at once while it is asked again.
 */
export const recordKeys = {
  all: memberKey('records'),
  transactions: (request: object) => memberKey('records', 'transactions', request),
  dw: (request: object) => memberKey('records', 'dw', request),
};

/**
 * The date an HTTP 400 of the records routes is about: the field it names (older servers: the
 * start of its message). Such a failure is shown at that date field, not as a failed page.
 */
export function dateFieldOf(error: unknown): 'start_date' | 'end_date' | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const named = error.field ?? /^(start_date|end_date)\b/.exec(error.message)?.[1];
  return named === 'start_date' || named === 'end_date' ? named : undefined;
}
