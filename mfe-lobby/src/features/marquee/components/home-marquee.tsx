import type { LanguageCode } from '@site/shared/constants';
import type { LobbySession } from '../../../hooks/use-lobby-session';
import { useMarquee } from '../api/get-marquee';
import { MarqueeBar, MarqueePlaceholder } from './marquee-bar';

/**
 * The marquee of the home page for the viewer (visitor or member). Until it has an answer an empty
 * bar of its height holds its place, so what is below does not jump down when the text arrives.
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
