import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { LanguageCode } from '@site/shared/constants';
import { contentCalls, type ContentEntry } from '@site/shared/contracts';
import { readSiteLink } from '../../../config/paths';
import { inLanguage, useLiveContent } from '../../../hooks/use-live-content';

/** The app download entry of the model settings (key `app_download`), as the /app page reads it. */
export interface AppDownload {
  title: string;
  content: string;
  /** Web addresses only: a download is never a page of the site. */
  ios: string | null;
  android: string | null;
}

const webAddress = (value: unknown): string | null => {
  const link = readSiteLink(value);
  return link?.kind === 'external' ? link.href : null;
};

/** The app download entry of a model_setting list; null when the platform has none (or it is switched off). */
export function readAppDownload(list: readonly ContentEntry[]): AppDownload | null {
  const entry = list.find((e) => e.key === 'app_download' && e.enabled !== 0);
  if (!entry) return null;
  return {
    title: typeof entry.title === 'string' ? entry.title : '',
    content: typeof entry.content === 'string' ? entry.content : '',
    ios: webAddress(entry.ios_url),
    android: webAddress(entry.android_url),
  };
}

const MODEL_SETTINGS_KEY = ['lobby', 'model_setting'] as const;

/**
 * SPEC §7 POST /web/model_setting {site_id, language}: the app download entry, asked again when the
 * platform says the list changed (model_settings.url on the template channel).
 */
export function useAppDownload(siteId: number, language: LanguageCode, template: string) {
  useLiveContent('model_setting', MODEL_SETTINGS_KEY, inLanguage(language));
  return useQuery<AppDownload | null>({
    queryKey: [...MODEL_SETTINGS_KEY, { site_id: siteId, language, template }],
    queryFn: async ({ signal }) => {
      const res = await api.call(contentCalls.modelSettings, { site_id: siteId, language, template }, { signal });
      return readAppDownload(okData(res, contentCalls.modelSettings.path)?.list ?? []);
    },
  });
}
