/**
 * docker-compose.yml runs the site as containers; `npm start` (scripts/start.mjs) runs the same
 * programs as processes. The two drift apart silently: a program start.mjs gained and the compose
 * file never did, a variable given to one and not the other, a secret that falls back to a public
 * development key. No container engine runs where the tests run, so the file itself is checked:
 * parsed, compared with start.mjs and scripts/apps.mjs, and each node service's environment put
 * through the env check of the program it runs, with SITE_DEV_TOOLS off as in production.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEV_OPERATOR_API_KEY, optionsFromEnv } from '../../src/config';
import { ConfigError } from '../../src/env';
import { DEV_LAUNCH_SECRET } from '../../src/modules/games/launch-token';
import { DEV_PAYMENT_SIM_SECRET } from '../../src/modules/payments/signature';
import { DEV_PROVIDER_WALLET_SECRET } from '../../src/modules/provider-wallet/signature';
import { buildPaymentSim, paymentSimOptionsFromEnv } from '../../src/payment-sim/app';
import { buildProviderSim, simOptionsFromEnv } from '../../src/provider-sim/app';
import { DEV_CREDENTIALS } from '../../src/realtime/config';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  command?: string[];
  working_dir?: string;
  ports?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string[] | string };
  depends_on?: string[] | Record<string, { condition?: string }>;
}

const composeText = read('docker-compose.yml');
// `<<: *site` merges the shared image settings into each service, as compose does.
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** A service's environment as compose hands it over: a map of strings (both of compose's forms). */
function envOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)]));
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/**
 * Compose's interpolation as an operator who set every required variable gets it: `${VAR:-x}` is x,
 * `${VAR:?…}` a stand-in of 64 hex characters (a valid ENC_KEY, and longer than any secret's minimum).
 */
const STAND_IN = 'c0ffee'.repeat(10) + 'c0de';
const interpolate = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env).map(([k, v]) => [
      k,
      v.replace(/\$\{([A-Za-z0-9_]+)(?::([?-])([^}]*))?\}/g, (_m, _name, op?: string, rest?: string) =>
        op === '-' ? (rest ?? '') : STAND_IN,
      ),
    ]),
  );

// scripts/apps.mjs is an ES module that jest (CommonJS here) cannot require: node reads it, with none
// of the variables that move its ports.
const apps = JSON.parse(
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "console.log(JSON.stringify({ ...(await import('./scripts/apps.mjs')) }))"],
    { cwd: ROOT, env: { PATH: process.env.PATH }, encoding: 'utf8' },
  ),
) as {
  PLATFORM_PORT: number;
  PROVIDER_SIM_PORT: number;
  PAYMENT_SIM_PORT: number;
  APPS: { name: string; dir: string; port: number }[];
};

/**
 * The server processes start.mjs starts: `start('<name>', process.execPath, [<args>], { …, env: {…} })`,
 * their arguments and the variables they are given. The static servers are started in a loop over
 * APPS (checked from apps.mjs below). A conditional spread such as DATA_DIR (only with --data-dir, the
 * embedded database) is not a line of its own and is not counted.
 */
const startSource = read('scripts/start.mjs');
interface Started {
  args: string[];
  cwdServer: boolean;
  vars: string[];
  remotes: boolean;
}
const started = new Map<string, Started>();
for (const [, name = '', args = '', options = ''] of startSource.matchAll(
  /start\('([\w-]+)', process\.execPath, \[([^\]]*)\], \{([\s\S]*?)\n\}\);/g,
)) {
  const env = /env: \{([\s\S]*)\}/.exec(options)?.[1] ?? '';
  started.set(name, {
    args: [...args.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? ''),
    cwdServer: /cwd: path\.join\(root, 'server'\)/.test(options),
    vars: [...env.matchAll(/^\s*([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? ''),
    remotes: env.includes('...remoteEnv'),
  });
}
/** start.mjs's arguments of a program (none when it no longer starts it: every check then fails). */
const argsOf = (name: string) => started.get(name)?.args ?? [];

/** The REMOTE_*_URL variables start.mjs's remoteEnv gives the platform (the same naming). */
const remoteVars = apps.APPS.filter((a) => a.name !== 'shell').map(
  (a) => `REMOTE_${a.name.replace(/^mfe_/, 'MFE_').toUpperCase()}_URL`,
);

/** The variable names a program's env check reads (recorded from the reads of an empty environment). */
function varsRead(fromEnv: (env: NodeJS.ProcessEnv) => unknown): Set<string> {
  const seen = new Set<string>();
  const env = new Proxy<NodeJS.ProcessEnv>(
    {},
    {
      get: (_t, key) => {
        if (typeof key === 'string') seen.add(key);
        return undefined;
      },
    },
  );
  try {
    fromEnv(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
  }
  return seen;
}

/** The variables a program refuses to start without when SITE_DEV_TOOLS is off (its secrets). */
function requiredVars(fromEnv: (env: NodeJS.ProcessEnv) => unknown): string[] {
  try {
    fromEnv({});
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.map((p) => p.slice(0, p.indexOf(':')));
    throw err;
  }
  return [];
}

/** The healthcheck's request: `fetch('http://127.0.0.1:<port><path>')` in a node service. */
function healthFetch(service: Service): { port: number; path: string } | null {
  const test = service.healthcheck?.test;
  const text = Array.isArray(test) ? test.join(' ') : (test ?? '');
  const m = /fetch\('http:\/\/127\.0\.0\.1:(\d+)(\/[^']*)'\)/.exec(text);
  return m ? { port: Number(m[1]), path: m[2] ?? '' } : null;
}

const SERVER_PROGRAMS = [
  {
    name: 'platform',
    fromEnv: optionsFromEnv,
    listen: (env: NodeJS.ProcessEnv) => optionsFromEnv(env).listen,
    port: apps.PLATFORM_PORT,
  },
  {
    name: 'provider-sim',
    fromEnv: simOptionsFromEnv,
    listen: (env: NodeJS.ProcessEnv) => simOptionsFromEnv(env).listen,
    port: apps.PROVIDER_SIM_PORT,
  },
  {
    name: 'payment-sim',
    fromEnv: paymentSimOptionsFromEnv,
    listen: (env: NodeJS.ProcessEnv) => paymentSimOptionsFromEnv(env).listen,
    port: apps.PAYMENT_SIM_PORT,
  },
];

/** The service running `node <args>` from the server folder, as start.mjs runs the program. */
const serviceRunning = (args: string[]) =>
  Object.entries(services).find(
    ([, s]) => JSON.stringify(s.command) === JSON.stringify(['node', ...args]) && s.working_dir === '/site/server',
  );

describe('docker-compose.yml runs what npm start runs', () => {
  it('start.mjs is read as expected (the checks below rest on it)', () => {
    expect([...started.keys()].sort()).toEqual(SERVER_PROGRAMS.map((p) => p.name).sort());
    for (const p of started.values()) {
      expect(p.args.at(-1)).toMatch(/^src\/.+\.ts$/);
      expect(p.cwdServer).toBe(true);
    }
    expect(apps.APPS.length).toBeGreaterThan(1);
  });

  describe.each(SERVER_PROGRAMS)('$name', (program) => {
    const fromStart: Started = started.get(program.name) ?? { args: [], cwdServer: false, vars: [], remotes: false };
    const found = serviceRunning(fromStart.args);
    const [, service] = found ?? ['', {}];
    const env = envOf(service);

    it('a service runs the same entry file from the server folder', () => {
      expect(found).toBeDefined();
    });

    it('listens on all interfaces, on the port start.mjs gives it', () => {
      // The sims read PROVIDER_SIM_HOST / PAYMENT_SIM_HOST, not HOST: on 127.0.0.1 nothing outside
      // the container reaches them.
      expect(program.listen(interpolate(env))).toEqual({ host: '0.0.0.0', port: program.port });
    });

    it('gets every variable start.mjs gives it (SITE_DEV_TOOLS aside)', () => {
      const expected = fromStart.vars.filter((v) => v !== 'SITE_DEV_TOOLS');
      if (fromStart.remotes) expected.push(...remoteVars);
      expect(expected.length).toBeGreaterThan(0);
      for (const name of expected) expect({ name, set: name in env }).toEqual({ name, set: true });
    });

    it('sets no variable the program does not read', () => {
      const read = varsRead(program.fromEnv);
      expect(Object.keys(env).filter((name) => !read.has(name))).toEqual([]);
    });

    it('passes the env check without development keys, each required secret a ${VAR:?…} compose refuses to start without', () => {
      const required = requiredVars(program.fromEnv);
      expect(required.length).toBeGreaterThan(0);
      for (const name of required) {
        // The same name on both sides: a secret shared by two processes is one variable to set.
        expect({ name, value: env[name] }).toEqual({ name, value: expect.stringMatching(`^\\$\\{${name}:\\?`) });
      }
      expect(() => program.fromEnv(interpolate(env))).not.toThrow();
    });

    it("its healthcheck fetches the program's health route on its port", () => {
      const check = healthFetch(service);
      expect(check).toEqual({ port: program.port, path: expect.stringMatching(/health$/) });
    });
  });

  it("the platform's healthcheck asks what start.mjs waits for", () => {
    const waited = /fetch\(`\$\{platformUrl\}(\/[^`]*)`\)/.exec(startSource)?.[1];
    expect(waited).toBe('/api/health');
    expect(healthFetch(serviceRunning(argsOf('platform'))![1])?.path).toBe(waited);
  });

  it.each([
    {
      name: 'provider-sim',
      build: (env: NodeJS.ProcessEnv) => buildProviderSim({ ...simOptionsFromEnv(env), logger: false }),
    },
    {
      name: 'payment-sim',
      build: (env: NodeJS.ProcessEnv) => buildPaymentSim({ ...paymentSimOptionsFromEnv(env), logger: false }),
    },
  ])("the $name answers its healthcheck's route", async ({ name, build }) => {
    const [, service] = serviceRunning(argsOf(name))!;
    const app = await build(interpolate(envOf(service)));
    try {
      // On a free port of the loopback, as the healthcheck asks it inside the container.
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}${healthFetch(service)!.path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true });
    } finally {
      await app.close();
    }
  });

  it.each(apps.APPS)('$name: a static server of its build on port $port, checked there', (app) => {
    const found = Object.entries(services).find(([, s]) => {
      const c = s.command ?? [];
      return c[1] === 'scripts/serve-static.mjs' && c[c.indexOf('--dir') + 1] === `${app.dir}/dist`;
    });
    expect(found).toBeDefined();
    const [, service] = found!;
    const c = service.command!;
    expect(c[0]).toBe('node');
    expect(c[c.indexOf('--port') + 1]).toBe(String(app.port));
    expect(c[c.indexOf('--host') + 1]).toBe('0.0.0.0');
    expect(healthFetch(service)).toEqual({ port: app.port, path: '/' });
  });
});

describe('docker-compose.yml holds no secret and no development mode', () => {
  it('every service has a healthcheck', () => {
    const missing = Object.entries(services)
      .filter(([, s]) => !s.healthcheck?.test?.length)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('a secret is always a reference to a variable the operator sets', () => {
    for (const [service, s] of Object.entries(services)) {
      for (const [name, value] of Object.entries(envOf(s))) {
        if (!/SECRET|KEY|PASSWORD/.test(name)) continue;
        expect({ service, name, value }).toEqual({
          service,
          name,
          value: expect.stringMatching(/^\$\{[A-Za-z0-9_]+(:\?[^}]*|:-)\}$/),
        });
      }
    }
  });

  it('SITE_DEV_TOOLS is set nowhere, and no development key is written anywhere', () => {
    // The parsed document: environment in either form, commands, anything a service is given.
    expect(JSON.stringify(compose)).not.toContain('SITE_DEV_TOOLS');
    for (const key of [
      DEV_LAUNCH_SECRET,
      DEV_PROVIDER_WALLET_SECRET,
      DEV_PAYMENT_SIM_SECRET,
      DEV_OPERATOR_API_KEY,
      DEV_CREDENTIALS.secret,
    ]) {
      expect(composeText).not.toContain(key);
    }
  });
});

describe('docker-compose.yml: order and addresses', () => {
  it('a service waits only for healthy services, and the platform for its database and Redis', () => {
    for (const [name, s] of Object.entries(services)) {
      const deps = s.depends_on ?? {};
      // The list form means "started", not "ready".
      expect({ name, list: Array.isArray(deps) }).toEqual({ name, list: false });
      for (const [dep, { condition }] of Object.entries(deps as Record<string, { condition?: string }>)) {
        expect({ name, dep, condition, checked: Boolean(services[dep]?.healthcheck) }).toEqual({
          name,
          dep,
          condition: 'service_healthy',
          checked: true,
        });
      }
    }
    const [platform] = serviceRunning(argsOf('platform'))!;
    expect(Object.keys(services[platform]?.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'redis']));
    for (const sim of ['provider-sim', 'payment-sim']) {
      const [name] = serviceRunning(argsOf(sim))!;
      expect(Object.keys(services[name]?.depends_on ?? {})).toContain(platform);
    }
  });

  it("nginx's upstreams are services on those ports, and the proxy waits for each", () => {
    const upstreams = [...read('deploy/nginx.conf').matchAll(/upstream\s+\w+\s*\{\s*server\s+([\w-]+):(\d+);/g)];
    expect(upstreams.length).toBeGreaterThan(0);
    const [proxy] = Object.entries(services).find(([, s]) => s.image?.startsWith('nginx'))!;
    for (const [, host = '', port] of upstreams) {
      const s = services[host];
      expect({ host, port: s && (healthFetch(s)?.port ?? null) }).toEqual({ host, port: Number(port) });
      expect(Object.keys(services[proxy]?.depends_on ?? {})).toContain(host);
    }
  });

  it("the simulators' public addresses the platform hands to browsers are published and allowed by the proxy's policy", () => {
    const nginx = read('deploy/nginx.conf');
    const env = interpolate(envOf(serviceRunning(argsOf('platform'))![1]));
    for (const [variable, sim] of [
      ['PROVIDER_SIM_URL', 'provider-sim'],
      ['PAYMENT_SIM_URL', 'payment-sim'],
    ] as const) {
      const url = new URL(env[variable] ?? '');
      const [, service] = serviceRunning(argsOf(sim))!;
      expect({ variable, published: service.ports ?? [] }).toEqual({
        variable,
        published: expect.arrayContaining([`${url.port}:${healthFetch(service)!.port}`]),
      });
      expect(nginx).toMatch(new RegExp(`frame-src [^;]*${url.origin.replace(/[.:/]/g, '\\$&')}`));
    }
  });

  it('the platform reaches the payment simulator itself (payouts, order queries) by its service name', () => {
    const env = interpolate(envOf(serviceRunning(argsOf('platform'))![1]));
    const url = new URL(env.PAYMENT_SIM_API_URL ?? '');
    const [name, service] = serviceRunning(argsOf('payment-sim'))!;
    expect({ host: url.hostname, port: Number(url.port) }).toEqual({ host: name, port: healthFetch(service)!.port });
  });
});
