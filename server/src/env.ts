/**
 * The environment of every server process (platform, realtime server, simulators), read the same
 * way: a yup shape per process, every problem collected in one pass, and one ConfigError naming
 * each bad or missing variable, so an operator fixes them all at once instead of one per restart.
 * An empty value counts as unset (compose files pass `${VAR:-}` through as '').
 *
 * Development keys exist only so a checkout starts with no setup; they are public (they are in this
 * repository), so a process uses them only with SITE_DEV_TOOLS=1. Malformed values are refused even
 * then: a typo must not turn into a silently different configuration.
 */
import { object, string, ValidationError, type ObjectShape } from 'yup';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`the environment is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** SITE_DEV_TOOLS=1 (or true): developer routes, and the development keys where a secret is unset. */
export const devToolsOn = (env: NodeJS.ProcessEnv) => env.SITE_DEV_TOOLS === '1' || env.SITE_DEV_TOOLS === 'true';

export type EnvShape = ObjectShape;
export type EnvValues<S extends EnvShape> = { [K in keyof S]?: string };

/**
 * The shape's variables from `env` ('' as unset), validated together. Throws ConfigError listing
 * every problem, in the shape's order.
 */
export function readEnv<S extends EnvShape>(shape: S, env: NodeJS.ProcessEnv): EnvValues<S> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(shape)) {
    const v = env[name];
    if (v !== undefined && v !== '') values[name] = v;
  }
  try {
    object(shape).validateSync(values, { abortEarly: false, strict: true });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const failures = err.inner.length ? err.inner : [err];
    const order = Object.keys(shape);
    failures.sort((a, b) => order.indexOf(a.path ?? '') - order.indexOf(b.path ?? ''));
    throw new ConfigError(failures.map((f) => `${f.path}: ${f.message}`));
  }
  return values;
}

const isUrl = (v: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** The variables of the schemas below, as yup strings (the environment holds nothing else). */
export const envVar = {
  text: () => string(),
  /** An absolute URL with one of the protocols ('http:' and 'https:' by default). */
  url: (protocols = ['http:', 'https:']) =>
    string().test(
      'url',
      `must be a URL (${protocols.map((p) => `${p}//…`).join(' or ')})`,
      (v) => v === undefined || isUrl(v, protocols),
    ),
  /** Comma-separated http(s) origins, as CORS and frame-ancestors take them. */
  origins: () =>
    string().test(
      'origins',
      'must be comma-separated origins such as https://www.example.com',
      (v) =>
        v === undefined ||
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
          .every((o) => isUrl(o, ['http:', 'https:'])),
    ),
  positiveInt: () =>
    string().test(
      'positive',
      'must be a positive whole number',
      (v) => v === undefined || (/^\d+$/.test(v) && Number(v) > 0 && Number.isSafeInteger(Number(v))),
    ),
  nonNegativeInt: () =>
    string().test(
      'non-negative',
      'must be a whole number, 0 or more',
      (v) => v === undefined || (/^\d+$/.test(v) && Number.isSafeInteger(Number(v))),
    ),
  /** A TCP port; `allowZero` for a listening port (0: any free port, as the tests start them). */
  port: (allowZero = false) =>
    string().test(
      'port',
      `must be a port number, ${allowZero ? 0 : 1} to 65535`,
      (v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 65535 && (allowZero || Number(v) > 0)),
    ),
  flag: () => string().oneOf(['0', '1', 'true', 'false'], 'must be 1 or 0 (true or false)'),
  logLevel: () =>
    string().oneOf(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be one of fatal, error, warn, info, debug, trace, silent',
    ),
  /**
   * A shared secret (HMAC key, app secret): at least `min` characters, so it cannot be guessed. Unset
   * is allowed only with SITE_DEV_TOOLS=1, where the process falls back to its development key.
   */
  secret: (devTools: boolean, min = 32) => {
    const s = string().min(min, `must be at least ${min} characters`);
    return devTools
      ? s
      : s.required(`must be set (at least ${min} characters); the development key is used only with SITE_DEV_TOOLS=1`);
  },
};
