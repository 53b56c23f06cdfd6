import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { LanguageCode } from '@site/shared/constants';
import { contentCalls } from '@site/shared/contracts';
import { inLanguage, useLiveContent } from '../../../hooks/use-live-content';
import { readSponsors, type Sponsor } from '../lib/content-entries';

const SPONSORS_KEY = ['lobby', 'model_sponsor'] as const;

/**
 * SPEC §7 POST /web/model_sponsor {site_id, language}: the sponsors in the page language, asked
 * again when the platform says the list changed (model_sponsor.url on the template channel).
 */
export function useSponsors(siteId: number, language: LanguageCode, template: string) {
  useLiveContent('model_sponsor', SPONSORS_KEY, inLanguage(language));
  return useQuery<Sponsor[]>({
    queryKey: [...SPONSORS_KEY, { site_id: siteId, language, template }],
    queryFn: async ({ signal }) => {
      const res = await api.call(contentCalls.modelSponsors, { site_id: siteId, language, template }, { signal });
      return readSponsors(okData(res, contentCalls.modelSponsors.path)?.list ?? []);
    },
  });
}
