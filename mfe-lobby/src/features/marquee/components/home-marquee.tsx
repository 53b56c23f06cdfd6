import type { LanguageCode } from '@site/shared/constants';
import type { LobbySession } from '../../../hooks/use-lobby-session';
import { useMarquee } from '../api/get-marquee';
import { MarqueeBar } from './marquee-bar';

/** The marquee of the home page for the viewer (visitor or member); nothing until it has an answer. */
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
  return marquee.data ? <MarqueeBar announcements={marquee.data} /> : null;
}
