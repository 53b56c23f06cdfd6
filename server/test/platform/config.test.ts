/**
 * Configuration that fails loudly: every process checks its environment at start and refuses to
 * run with a list naming each bad or missing variable. Development keys only with SITE_DEV_TOOLS=1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_OPERATOR_API_KEY, optionsFromEnv } from '../../src/config';
import { ConfigError } from '../../src/env';
import { paymentSimOptionsFromEnv } from '../../src/payment-sim/app';
import { DEV_PAYMENT_SIM_SECRET } from '../../src/modules/payments/signature';
import { simOptionsFromEnv } from '../../src/provider-sim/app';
import { DEV_PROVIDER_WALLET_SECRET } from '../../src/modules/provider-wallet/signature';
import { DEV_CREDENTIALS, realtimeOptionsFromEnv } from '../../src/realtime/config';
import { DEV_LAUNCH_SECRET } from '../../src/modules/games/launch-token';
import { PRODUCTION_SECRETS } from '../helpers';

const SECRETS = ['ENC_KEY', 'PROVIDER_SIM_SECRET', 'PROVIDER_WALLET_SECRET', 'PAYMENT_SIM_SECRET', 'PUSHER_SECRET'];

/** The ConfigError a call throws (fails the test when it does not throw one). */
function refusal(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}
const named = (err: ConfigError) => err.problems.map((p) => p.split(':')[0]);

describe('the platform environment (optionsFromEnv)', () => {
  it('production (no SITE_DEV_TOOLS) without secrets: refuses, naming every missing secret in one list', () => {
    const err = refusal(() => optionsFromEnv({}));
    expect(named(err)).toEqual(SECRETS);
    for (const name of SECRETS) expect(err.message).toMatch(new RegExp(`^  - ${name}: must be set`, 'm'));
    expect(err.message).toContain('SITE_DEV_TOOLS=1');
  });

  it('names only what is missing', () => {
    const { PAYMENT_SIM_SECRET: _, ...rest } = PRODUCTION_SECRETS;
    expect(named(refusal(() => optionsFromEnv(rest)))).toEqual(['PAYMENT_SIM_SECRET']);
  });

  it.each([
    ['too short', 'abc123'],
    ['63 hex characters', 'a'.repeat(63)],
    ['65 hex characters', 'a'.repeat(65)],
    ['64 characters, not all hex', `${'a'.repeat(63)}g`],
  ])('a malformed ENC_KEY (%s) is refused, even with dev tools', (_what, key) => {
    const err = refusal(() => optionsFromEnv({ SITE_DEV_TOOLS: '1', ENC_KEY: key }));
    expect(err.problems).toEqual(['ENC_KEY: must be exactly 64 hexadecimal characters (32 bytes)']);
    expect(named(refusal(() => optionsFromEnv({ ...PRODUCTION_SECRETS, ENC_KEY: key })))).toEqual(['ENC_KEY']);
  });

  it('with SITE_DEV_TOOLS=1 and nothing else: starts with the development keys', () => {
    const o = optionsFromEnv({ SITE_DEV_TOOLS: '1' });
    expect(o.devTools).toBe(true);
    expect(o.encKey).toHaveLength(32);
    expect(o.providerSimSecret).toBe(DEV_LAUNCH_SECRET);
    expect(o.providerWalletSecret).toBe(DEV_PROVIDER_WALLET_SECRET);
    expect(o.paymentSimSecret).toBe(DEV_PAYMENT_SIM_SECRET);
    expect(o.realtime.secret).toBe(DEV_CREDENTIALS.secret);
    expect(o.operatorApiKey).toBe(DEV_OPERATOR_API_KEY);
    expect(o.listen).toEqual({ port: 4000, host: '127.0.0.1' });
  });

  it('a full, valid production environment is accepted and read as given', () => {
    const env = {
      ...PRODUCTION_SECRETS,
      NODE_ENV: 'production',
      PORT: '8000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://site:pw@db:5432/site',
      REDIS_URL: 'redis://redis:6379',
      CORS_ORIGINS: 'https://www.example.com, https://m.example.com',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SITE_BRAND: 'lotus',
      REMOTE_MFE_LOBBY_URL: 'https://cdn.example.com/lobby/mf-manifest.json',
      SESSION_TTL_HOURS: '12',
      LOGIN_RATE_MAX: '50',
      PROVIDER_SIM_URL: 'https://games.example.com/',
      PAYMENT_SIM_URL: 'https://psp.example.com',
      PAYMENT_RETRY_MS: '2000',
      OPERATOR_API_KEY: 'operator-key-0123456789-0123456789',
      PUSHER_APP_ID: 'site-prod',
      PUSHER_KEY: 'prod-key',
      REALTIME_PUBLIC_PORT: '443',
      REALTIME_PUBLIC_TLS: '1',
      RATE_LIMIT_REDIS_PREFIX: 'prod-rate:',
    };
    const o = optionsFromEnv(env);
    expect(o.devTools).toBe(false);
    expect(o.encKey.toString('hex')).toBe(PRODUCTION_SECRETS.ENC_KEY);
    expect(o.listen).toEqual({ port: 8000, host: '0.0.0.0' });
    expect(o.database).toEqual({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 10 });
    expect(optionsFromEnv({ ...env, DATABASE_POOL_SIZE: '24' }).database).toMatchObject({ poolSize: 24 });
    expect(o.corsOrigins).toEqual(['https://www.example.com', 'https://m.example.com']);
    expect(o.sessionTtlMs).toBe(12 * 3_600_000);
    expect(o.limits.loginPerAddress.max).toBe(50);
    expect(o.providerSimUrl).toBe('https://games.example.com');
    expect(o.providerSimSecret).toBe(PRODUCTION_SECRETS.PROVIDER_SIM_SECRET);
    expect(o.providerWalletSecret).toBe(PRODUCTION_SECRETS.PROVIDER_WALLET_SECRET);
    expect(o.paymentSimSecret).toBe(PRODUCTION_SECRETS.PAYMENT_SIM_SECRET);
    expect(o.operatorApiKey).toBe(env.OPERATOR_API_KEY);
    expect(o.rateLimitPrefix).toBe('prod-rate:');
    expect(o.realtime).toMatchObject({
      appId: 'site-prod',
      key: 'prod-key',
      secret: PRODUCTION_SECRETS.PUSHER_SECRET,
      redisUrl: env.REDIS_URL,
      public: { port: 443, tls: true },
    });
  });

  it('an empty value counts as unset (compose passes ${VAR:-} through as "")', () => {
    expect(named(refusal(() => optionsFromEnv({ ...PRODUCTION_SECRETS, PUSHER_SECRET: '' })))).toEqual([
      'PUSHER_SECRET',
    ]);
    expect(optionsFromEnv({ SITE_DEV_TOOLS: '1', ENC_KEY: '', PORT: '' }).listen.port).toBe(4000);
  });

  it('malformed values are all listed at once, with dev tools too', () => {
    const err = refusal(() =>
      optionsFromEnv({
        SITE_DEV_TOOLS: '1',
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        DATABASE_POOL_SIZE: '0',
        CORS_ORIGINS: 'https://ok.example.com,nonsense',
        LOG_LEVEL: 'loud',
        LOGIN_RATE_MAX: '0',
        SESSION_TTL_HOURS: '1.5',
        PROVIDER_SIM_SECRET: 'short',
        PAYMENT_SIM_URL: 'ftp://psp.example.com',
        OPERATOR_API_KEY: 'k-123',
        REDIS_URL: 'http://redis:6379',
        PUSHER_PORT: '70000',
        REALTIME_PUBLIC_TLS: 'yes',
      }),
    );
    expect(named(err)).toEqual([
      'PORT',
      'DATABASE_URL',
      'DATABASE_POOL_SIZE',
      'CORS_ORIGINS',
      'LOG_LEVEL',
      'LOGIN_RATE_MAX',
      'SESSION_TTL_HOURS',
      'PROVIDER_SIM_SECRET',
      'PAYMENT_SIM_URL',
      'OPERATOR_API_KEY',
      'PUSHER_PORT',
      'REDIS_URL',
      'REALTIME_PUBLIC_TLS',
    ]);
    expect(err.problems).toContain('PROVIDER_SIM_SECRET: must be at least 32 characters');
    expect(err.problems).toContain('LOGIN_RATE_MAX: must be a positive whole number');
  });

  it('the Pusher secret may be as short as a Pusher Channels secret (20 characters), not shorter', () => {
    expect(optionsFromEnv({ ...PRODUCTION_SECRETS, PUSHER_SECRET: 'a'.repeat(20) }).realtime.secret).toBe(
      'a'.repeat(20),
    );
    expect(refusal(() => optionsFromEnv({ ...PRODUCTION_SECRETS, PUSHER_SECRET: 'a'.repeat(19) })).problems).toEqual([
      'PUSHER_SECRET: must be at least 20 characters',
    ]);
  });
});

describe('the other processes check their environment the same way', () => {
  it('realtime server: PUSHER_SECRET', () => {
    expect(named(refusal(() => realtimeOptionsFromEnv({})))).toEqual(['PUSHER_SECRET']);
    expect(realtimeOptionsFromEnv({ SITE_DEV_TOOLS: '1' }).secret).toBe(DEV_CREDENTIALS.secret);
  });

  it('provider simulator: both of its secrets', () => {
    expect(named(refusal(() => simOptionsFromEnv({})))).toEqual(['PROVIDER_SIM_SECRET', 'PROVIDER_WALLET_SECRET']);
    expect(named(refusal(() => simOptionsFromEnv({ SITE_DEV_TOOLS: '1', PLATFORM_URL: 'localhost:4000' })))).toEqual([
      'PLATFORM_URL',
    ]);
    expect(simOptionsFromEnv({ SITE_DEV_TOOLS: '1' })).toMatchObject({
      launchSecret: DEV_LAUNCH_SECRET,
      walletSecret: DEV_PROVIDER_WALLET_SECRET,
      listen: { port: 4100 },
    });
  });

  it('payment simulator: its secret and a whole-number payout delay', () => {
    expect(named(refusal(() => paymentSimOptionsFromEnv({ PAYMENT_SIM_PAYOUT_DELAY_MS: '-1' })))).toEqual([
      'PAYMENT_SIM_SECRET',
      'PAYMENT_SIM_PAYOUT_DELAY_MS',
    ]);
    expect(paymentSimOptionsFromEnv({ ...PRODUCTION_SECRETS, PAYMENT_SIM_PAYOUT_DELAY_MS: '0' })).toMatchObject({
      secret: PRODUCTION_SECRETS.PAYMENT_SIM_SECRET,
      payoutDelayMs: 0,
    });
  });
});

describe('the real entry points refuse to start', () => {
  const serverDir = path.resolve(__dirname, '..', '..');
  let scratch: string;
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  /** Runs an entry with a clean environment: no SITE_DEV_TOOLS, no secrets. */
  const run = (entry: string, env: Record<string, string>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', entry], {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, stderr }));
    });

  it('every process exits non-zero with the list on stderr, before opening a database', async () => {
    const dataDir = path.join(scratch, 'pglite');
    const [platform, realtime, providerSim, paymentSim] = await Promise.all([
      run('src/main.ts', { DATA_DIR: dataDir, PORT: '0' }),
      run('src/realtime-main.ts', { REALTIME_PORT: '0' }),
      run('src/provider-sim/main.ts', { PROVIDER_SIM_PORT: '0' }),
      run('src/payment-sim/main.ts', { PAYMENT_SIM_PORT: '0' }),
    ]);
    expect(platform.code).toBe(1);
    expect(platform.stderr).toContain('platform server cannot start: the environment is not valid:');
    for (const name of SECRETS) expect(platform.stderr).toMatch(new RegExp(`^  - ${name}: must be set`, 'm'));
    // No stack trace: the list is the whole message.
    expect(platform.stderr).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(dataDir)).toBe(false);

    expect(realtime.code).toBe(1);
    expect(realtime.stderr).toMatch(/^ {2}- PUSHER_SECRET: must be set/m);
    expect(providerSim.code).toBe(1);
    expect(providerSim.stderr).toMatch(/^ {2}- PROVIDER_SIM_SECRET: must be set/m);
    expect(providerSim.stderr).toMatch(/^ {2}- PROVIDER_WALLET_SECRET: must be set/m);
    expect(paymentSim.code).toBe(1);
    expect(paymentSim.stderr).toMatch(/^ {2}- PAYMENT_SIM_SECRET: must be set/m);
  }, 120_000);
});
