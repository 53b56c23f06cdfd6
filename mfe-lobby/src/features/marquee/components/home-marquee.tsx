import type { LanguageCode } from '@site/shared/constants';
import type { LobbySession } from '../../../hooks/use-lobby-session';
import { useMarquee } from '../api/get-marquee';
import { MarqueeBar, MarqueePlaceholder } from './marquee-bar';

/**
 * The marquee of the home page for the viewer (visitor or member). Its room is kept while the first
 * answer is on its way, so the page under it does not jump down when it comes; nothing when the
 * answer holds no announcement or fails.
 */
export function HomeMarquee({
  siteId,
  language,
  session,
}: {
  siteId: number;
  language: LanguageCode;
  session: LobbySession;
}) {
  const marquee = useMarquee(siteId, language, session);
  if (marquee.data) return <MarqueeBar announcements={marquee.data} />;
  return marquee.isPending ? <MarqueePlaceholder /> : null;
}
