import * as yup from 'yup';
import {
  CURRENCY_CODES,
  LANGUAGE_CODES,
  MOBILE_TEMPLATES,
  REMOTE_NAMES,
  type CurrencyCode,
  type LanguageCode,
  type MobileTemplate,
  type RemoteName,
} from '@site/shared/constants';
import { HOST_NAME_PATTERN, type SiteConfig } from './api/site';

/** The browser's check of the site config before the shell starts from it (typed by the call's SiteConfig). */
export const siteConfigSchema: yup.ObjectSchema<SiteConfig> = yup
  .object({
    site_id: yup.number().integer().positive().required(),
    brand: yup
      .object({
        code: yup.string().required(),
        name: yup.string().required(),
        title: yup.string().required(),
        title_en: yup.string().required(),
      })
      .required(),
    template: yup.string().required(),
    mobile_template: yup
      .mixed<MobileTemplate>()
      .oneOf([...MOBILE_TEMPLATES])
      .required(),
    theme: yup.string().required(),
    default_language: yup
      .mixed<LanguageCode>()
      .oneOf([...LANGUAGE_CODES])
      .required(),
    languages: yup
      .array(
        yup
          .mixed<LanguageCode>()
          .oneOf([...LANGUAGE_CODES])
          .required(),
      )
      .min(1)
      .required(),
    currencies: yup
      .array(
        yup
          .mixed<CurrencyCode>()
          .oneOf([...CURRENCY_CODES])
          .required(),
      )
      .min(1)
      .required(),
    default_currency: yup
      .mixed<CurrencyCode>()
      .oneOf([...CURRENCY_CODES])
      .required(),
    features: yup
      .object({
        desktop_lock: yup.boolean().required(),
        demo_mode: yup.boolean().required(),
        site_closed: yup.boolean().required(),
        register: yup.boolean().required(),
        agent_bind_fast_payment: yup.boolean().required(),
      })
      .required(),
    remotes: yup
      .object(
        Object.fromEntries(
          REMOTE_NAMES.map((n) => [n, yup.string().url(`${n} must be an absolute URL`).required(`${n} is required`)]),
        ) as Record<RemoteName, yup.StringSchema<string>>,
      )
      .required(),
    domains: yup
      .array(yup.string().matches(new RegExp(HOST_NAME_PATTERN), 'domains are host names').required())
      .default(undefined)
      .optional(),
    games: yup
      .object({
        open_mode: yup.mixed<'window' | 'page'>().oneOf(['window', 'page']).required(),
        modal_pairs: yup
          .array(
            yup
              .string()
              .matches(/^GP[0-9A-Za-z_]+:[2-9]$/, 'games.modal_pairs entries look like GP005:3')
              .required(),
          )
          .required(),
        window_providers: yup.array(yup.string().required()).required(),
      })
      .default(undefined)
      .optional(),
    realtime: yup
      .object({
        key: yup.string().required(),
        host: yup.string().required(),
        port: yup.number().integer().required(),
        tls: yup.boolean().required(),
      })
      .default(undefined)
      .optional(),
  })
  .required();

export type SiteConfigCheck = { ok: true; config: SiteConfig } | { ok: false; errors: string[] };

/** Validates a parsed config, collecting every problem in a readable list (not just the first). */
export function validateSiteConfig(input: unknown): SiteConfigCheck {
  try {
    const config = siteConfigSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    if (!config.languages.includes(config.default_language)) {
      return { ok: false, errors: ['default_language must be one of languages'] };
    }
    if (!config.currencies.includes(config.default_currency)) {
      return { ok: false, errors: ['default_currency must be one of currencies'] };
    }
    return { ok: true, config };
  } catch (err) {
    if (err instanceof yup.ValidationError) return { ok: false, errors: err.errors };
    throw err;
  }
}
