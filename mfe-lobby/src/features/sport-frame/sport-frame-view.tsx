import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Spinner } from '@site/shared/ui';
import { readFrameMessage } from './read-frame-message';
import type { SportFrame } from './use-sport-frame';

/** The sport game type (SPEC §3: 4 is sport). */
export const SPORT_GAME_TYPE = 4;

/** The height before the frame reports its own (S001): about a screen of matches. */
const INITIAL_HEIGHT: Record<LayoutMode, number> = { desktop: 760, mobile: 620 };

const Holder = styled.div(({ theme }) => ({
  position: 'relative',
  width: '100%',
  minHeight: 300,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  background: theme.colors.surfaceSunken,
  [mq.mobile]: { borderRadius: theme.radii.sm },
}));

const Frame = styled.iframe(({ theme }) => ({
  display: 'block',
  width: '100%',
  border: 0,
  background: theme.colors.surfaceSunken,
  transition: `height ${theme.motion.normal} ${theme.motion.easing}`,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const Loading = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(3),
  color: theme.colors.textMuted,
  background: theme.colors.surfaceSunken,
  pointerEvents: 'none',
}));

export interface SportFrameViewProps {
  frame: SportFrame;
  layout: LayoutMode;
}

/**
 * The checked sport frame, full width. It listens to the frame's messages (SPEC §4) through
 * readFrameMessage: S001 sets its height, U003 asks the page's game launcher to open the
 * sportsbook at that event (a visitor gets the launcher's login prompt). Render it keyed by the
 * frame address, so a new address starts from the initial height.
 */
export function SportFrameView({ frame, layout }: SportFrameViewProps) {
  const t = useT('lobby');
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const bookName = t('sport.book_name');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, { origin: frame.origin, window: ref.current?.contentWindow }, layout);
      if (!message) return;
      if (message.kind === 'height') {
        setHeight(message.height);
        setLoaded(true);
        return;
      }
      bus.emit('game:launch-requested', {
        gp_id: frame.gp_id,
        game_type: SPORT_GAME_TYPE,
        game_code: '',
        extra: message.extra,
        name: bookName,
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame.origin, frame.gp_id, layout, bookName]);

  return (
    <Holder data-testid="sport-frame">
      <Frame
        ref={ref}
        src={frame.url}
        title={t('sport.frame_title')}
        onLoad={() => setLoaded(true)}
        style={{ height: height ?? INITIAL_HEIGHT[layout] }}
        data-testid="sport-frame-iframe"
      />
      {loaded ? null : (
        <Loading role="status" data-testid="sport-frame-loading">
          <Spinner size={36} />
          <span>{t('sport.loading')}</span>
        </Loading>
      )}
    </Holder>
  );
}
