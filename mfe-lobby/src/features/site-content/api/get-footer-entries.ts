import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { LanguageCode } from '@site/shared/constants';
import { contentCalls } from '@site/shared/contracts';
import { readFooterEntries, type FooterEntry } from '../lib/content-entries';

export const footerEntriesKey = (siteId: number, language: LanguageCode) =>
  ['lobby', 'footer', { site_id: siteId, language }] as const;

/**
 * SPEC §7 POST /arks/web/footer {site_id}, in the page language: the footer's entries, whose main
 * and faq entries are the pages /main/{id} and /faq/{id} show. `enabled` false asks nothing (an
 * address that names no page).
 */
export function useFooterEntries(siteId: number, language: LanguageCode, enabled = true) {
  return useQuery<FooterEntry[]>({
    enabled,
    queryKey: footerEntriesKey(siteId, language),
    queryFn: async ({ signal }) => {
      const res = await api.call(contentCalls.footer, { site_id: siteId, language }, { signal });
      return readFooterEntries(okData(res, contentCalls.footer.path)?.list ?? []);
    },
  });
}
