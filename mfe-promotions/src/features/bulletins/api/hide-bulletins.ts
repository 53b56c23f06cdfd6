import { useMutation } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { contentCalls, type LayoutMode, type SiteConfig } from '@site/shared/contracts';
import { displayDevice, type DisplayLocation } from './get-pop-up-bulletins';

/** SPEC §4: a member closing bulletins with display_frequency 0 tells the platform to hide them. */
export function useHideBulletins(siteConfig: SiteConfig, layout: LayoutMode) {
  return useMutation({
    mutationFn: async (location: DisplayLocation) =>
      okData(
        await api.call(contentCalls.hideBulletins, {
          site_id: siteConfig.site_id,
          display_device: displayDevice(layout),
          display_location: location,
        }),
        contentCalls.hideBulletins.path,
      ),
  });
}
