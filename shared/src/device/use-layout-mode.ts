import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@site/shared/constants';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import { hasWebDebug, isDesktopMode } from './device';

function currentMode(siteConfig?: Pick<SiteConfig, 'features'>): LayoutMode {
  if (typeof window === 'undefined') return 'desktop';
  return isDesktopMode({
    width: window.innerWidth,
    userAgent: navigator.userAgent,
    desktopLock: siteConfig?.features.desktop_lock ?? false,
    webDebug: hasWebDebug(window.location.search),
  })
    ? 'desktop'
    : 'mobile';
}

/**
 * The layout mode (SPEC §2), following window resizes after the 1000 ms debounce of SPEC §9, so
 * dragging a window edge does not swap layouts (and remount remotes) many times a second.
 */
export function useLayoutMode(siteConfig?: Pick<SiteConfig, 'features'>): LayoutMode {
  const [mode, setMode] = useState<LayoutMode>(() => currentMode(siteConfig));
  const desktopLock = siteConfig?.features.desktop_lock ?? false;

  useEffect(() => {
    const config = { features: { desktop_lock: desktopLock } } as Pick<SiteConfig, 'features'>;
    setMode(currentMode(config));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMode(currentMode(config)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [desktopLock]);

  return mode;
}
