import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent, type BusEvents } from '@site/shared/bus';

export type ContentChange = BusEvents['content:changed'];

/**
 * Keeps a content list live (SPEC §7 realtime: carousel_picture.url on web_api.{currency},
 * model_settings.url / model_sponsor.url / model_login.url on the template channels). The shell's
 * socket turns those events into `content:changed`; when one names `list` and `concerns` it, every
 * query under `queryKey` is asked again, so an operator's change reaches open pages without a reload.
 */
export function useLiveContent(
  list: ContentChange['list'],
  queryKey: readonly unknown[],
  concerns: (change: ContentChange) => boolean = () => true,
): void {
  const queryClient = useQueryClient();
  useBusEvent('content:changed', (change) => {
    if (change.list !== list || !concerns(change)) return;
    void queryClient.invalidateQueries({ queryKey });
  });
}

/** A model list change concerns a page in `language` when it names that language or every language. */
export const inLanguage = (language: string) => (change: ContentChange) =>
  change.language === undefined || change.language === null || change.language === language;
