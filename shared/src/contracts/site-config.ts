import { CURRENCY_CODES, LANGUAGE_CODES, MOBILE_TEMPLATES, REMOTE_NAMES } from '@site/shared/constants';
import { HOST_NAME_PATTERN, type SiteConfig } from './api/site';

// The browser's check of the site config before the shell starts from it (typed by the call's
// SiteConfig). Written out by hand rather than with a schema library: the shell runs it before the
// first view, and a form-validation library would be the largest thing that view downloads.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the fields of one object of the config, collecting every problem with its path. */
class Reader {
  constructor(
    private readonly errors: string[],
    private readonly source: Json,
    private readonly path: string,
  ) {}

  private name(key: string) {
    return this.path ? `${this.path}.${key}` : key;
  }

  private fail(key: string, message: string): undefined {
    this.errors.push(`${this.name(key)} ${message}`);
    return undefined;
  }

  private present(key: string): unknown {
    const value = this.source[key];
    if (value === undefined || value === null) return this.fail(key, 'is a required field');
    return value;
  }

  string(key: string, check?: (value: string) => string | null): string | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return this.fail(key, 'must be a string');
    if (value === '') return this.fail(key, 'is a required field');
    const problem = check?.(value);
    return problem ? this.fail(key, problem) : value;
  }

  integer(key: string, positive = false): number | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) return this.fail(key, 'must be an integer');
    if (positive && value <= 0) return this.fail(key, 'must be a positive number');
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    return typeof value === 'boolean' ? value : this.fail(key, 'must be a boolean');
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    return allowed.includes(value as T)
      ? (value as T)
      : this.fail(key, `must be one of the following values: ${allowed.join(', ')}`);
  }

  /** An array whose items are read by `item` (null when an item is wrong); `min` items at least. */
  array<T>(key: string, item: (value: unknown) => T | null, itemProblem: string, min = 0): T[] | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return this.fail(key, 'must be an array');
    if (value.length < min) return this.fail(key, `must have at least ${min} items`);
    const items: T[] = [];
    value.forEach((raw, i) => {
      const read = item(raw);
      if (read === null) this.errors.push(`${this.name(key)}[${i}] ${itemProblem}`);
      else items.push(read);
    });
    return items;
  }

  /** A nested object, read by `read` with a reader of its own. */
  object<T>(key: string, read: (reader: Reader) => T): T | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    if (!isObject(value)) return this.fail(key, 'must be an object');
    return read(new Reader(this.errors, value, this.name(key)));
  }

  /** A field that may be left out (null counts as left out). */
  optional<T>(key: string, read: (reader: Reader) => T | undefined): T | undefined {
    const value = this.source[key];
    return value === undefined || value === null ? undefined : read(this);
  }
}

const hostName = new RegExp(HOST_NAME_PATTERN);
const modalPair = /^GP[0-9A-Za-z_]+:[2-9]$/;

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A string item, or null when it is not one (or fails `ok`). */
const stringItem =
  (ok: (value: string) => boolean = () => true) =>
  (value: unknown): string | null =>
    typeof value === 'string' && value !== '' && ok(value) ? value : null;

const oneOfItem =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): T | null =>
    allowed.includes(value as T) ? (value as T) : null;

/** The config with its known fields only (unknown ones are dropped), or undefined with `errors` filled. */
function readSiteConfig(input: unknown, errors: string[]): SiteConfig | undefined {
  if (!isObject(input)) {
    errors.push('The site config must be an object');
    return undefined;
  }
  const r = new Reader(errors, input, '');
  const config = {
    site_id: r.integer('site_id', true),
    brand: r.object('brand', (b) => ({
      code: b.string('code'),
      name: b.string('name'),
      title: b.string('title'),
      title_en: b.string('title_en'),
    })),
    template: r.string('template'),
    mobile_template: r.oneOf('mobile_template', MOBILE_TEMPLATES),
    theme: r.string('theme'),
    default_language: r.oneOf('default_language', LANGUAGE_CODES),
    languages: r.array(
      'languages',
      oneOfItem(LANGUAGE_CODES),
      `must be one of the following values: ${LANGUAGE_CODES.join(', ')}`,
      1,
    ),
    currencies: r.array(
      'currencies',
      oneOfItem(CURRENCY_CODES),
      `must be one of the following values: ${CURRENCY_CODES.join(', ')}`,
      1,
    ),
    default_currency: r.oneOf('default_currency', CURRENCY_CODES),
    features: r.object('features', (f) => ({
      desktop_lock: f.boolean('desktop_lock'),
      demo_mode: f.boolean('demo_mode'),
      site_closed: f.boolean('site_closed'),
      register: f.boolean('register'),
      agent_bind_fast_payment: f.boolean('agent_bind_fast_payment'),
    })),
    remotes: r.object('remotes', (m) =>
      Object.fromEntries(
        REMOTE_NAMES.map((n) => [n, m.string(n, (url) => (isAbsoluteUrl(url) ? null : 'must be an absolute URL'))]),
      ),
    ),
    domains: r.optional('domains', (d) =>
      d.array(
        'domains',
        stringItem((v) => hostName.test(v)),
        'must be a host name',
      ),
    ),
    games: r.optional('games', (g) =>
      g.object('games', (o) => ({
        open_mode: o.oneOf('open_mode', ['window', 'page'] as const),
        modal_pairs: o.array(
          'modal_pairs',
          stringItem((v) => modalPair.test(v)),
          'must look like GP005:3',
        ),
        window_providers: o.array('window_providers', stringItem(), 'must be a string'),
      })),
    ),
    realtime: r.optional('realtime', (t) =>
      t.object('realtime', (o) => ({
        key: o.string('key'),
        host: o.string('host'),
        port: o.integer('port'),
        tls: o.boolean('tls'),
      })),
    ),
  };
  if (errors.length) return undefined;
  // Optional parts left out stay out (not present with an undefined value).
  const { domains, games, realtime, ...required } = config;
  return {
    ...required,
    ...(domains && { domains }),
    ...(games && { games }),
    ...(realtime && { realtime }),
  } as SiteConfig;
}

export type SiteConfigCheck = { ok: true; config: SiteConfig } | { ok: false; errors: string[] };

/** Validates a parsed config, collecting every problem in a readable list (not just the first). */
export function validateSiteConfig(input: unknown): SiteConfigCheck {
  const errors: string[] = [];
  const config = readSiteConfig(input, errors);
  if (!config) return { ok: false, errors };
  if (!config.languages.includes(config.default_language)) {
    return { ok: false, errors: ['default_language must be one of languages'] };
  }
  if (!config.currencies.includes(config.default_currency)) {
    return { ok: false, errors: ['default_currency must be one of currencies'] };
  }
  return { ok: true, config };
}
