import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent, type BusEvents } from '@site/shared/bus';
import { REALTIME_CHANNELS } from '@site/shared/contracts';

export type ContentChange = BusEvents['content:changed'];

/** The public channel each content list's changes come on (SPEC §7): its name up to the variable part. */
const CHANNEL_PREFIX: Record<ContentChange['list'], string> = {
  carousel_picture: REALTIME_CHANNELS.webApi(''),
  announcement: REALTIME_CHANNELS.template(''),
  model_setting: REALTIME_CHANNELS.template(''),
  model_sponsor: REALTIME_CHANNELS.template(''),
  model_login: REALTIME_CHANNELS.template(''),
};

/**
 * Keeps a content list live (SPEC §7 realtime: carousel_picture.url on web_api.{currency},
 * model_settings.url / model_sponsor.url / model_login.url on the template channels). The shell's
 * socket turns those events into `content:changed`; when one names `list` and `concerns` it, every
 * query under `queryKey` is asked again, so an operator's change reaches open pages without a reload.
 * The socket subscribes once the page is idle, and again after a blip: a change made before that sent
 * the page no event, so the list is also asked again when its channel is subscribed.
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
  useBusEvent('realtime:public-channel', ({ channel }) => {
    if (channel.startsWith(CHANNEL_PREFIX[list])) void queryClient.invalidateQueries({ queryKey });
  });
}

/** A model list change concerns a page in `language` when it names that language or every language. */
export const inLanguage = (language: string) => (change: ContentChange) =>
  change.language === undefined || change.language === null || change.language === language;
