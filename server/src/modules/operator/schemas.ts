/** The model lists of SPEC §7 "Content" and the event each one fires (the calls are in @site/shared/contracts operatorCalls). */
import type { ModelKind } from '@site/shared/contracts';

export const MODEL_LISTS: Record<ModelKind, { event: string; path: string }> = {
  model_setting: { event: 'model_settings.url', path: '/web/model_setting' },
  model_sponsor: { event: 'model_sponsor.url', path: '/web/model_sponsor' },
  model_login: { event: 'model_login.url', path: '/web/model_login' },
};
