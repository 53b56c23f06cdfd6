/**
 * buildServer(): the Fastify app of the platform, with its database opened, migrated and seeded.
 * Everything is under /api; every route has a JSON schema (validation, serialisation, and the
 * OpenAPI description at GET /api/openapi.json).
 */
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { optionsFromEnv, type ServerOptions } from './config';
import { createContext } from './context';
import { openDatabase, type Database } from './db/client';
import { ApiError, fail, failKeyed } from './http/envelope';
import { validationDetail, validationMessage } from './http/validation';
import { refuseUnstorable } from './http/bounds';
import { installAdmission } from './http/admission';
import { assetRoutes, type AssetRoutes } from './modules/assets/routes';
import { authModule } from './modules/auth/routes';
import { purgeCaptchas } from './modules/auth/captcha';
import { betRecordRoutes, gameRoutes } from './modules/games/routes';
import { membersModule } from './modules/members/routes';
import { registrationModule } from './modules/registration/routes';
import { lettersModule } from './modules/letters/routes';
import { siteModule } from './modules/site/routes';
import { contentModule } from './modules/content/routes';
import { providerWalletRoutes } from './modules/provider-wallet/routes';
import { walletModule } from './modules/wallet/routes';
import { gameLobbyRoutes } from './modules/games/lobby-routes';
import { promotionsModule } from './modules/promotions/routes';
import { referralModule } from './modules/referral/routes';
import { agentsModule } from './modules/agents/routes';
import { paymentRoutes } from './modules/payments/routes';
import { responsibleGamingModule } from './modules/responsible-gaming/routes';
import { seedDemoData } from './seed/seed';
import { installRealtime } from './realtime/platform';
import { operatorRoutes } from './modules/operator/routes';
import { RedEnvelopeAnnouncer } from './modules/operator/red-envelope-announcer';
import { startIdleGameSweep } from './modules/provider-wallet/idle-games';
import { agentReportModule } from './modules/agents/report-routes';
import { startAgentSettlementTimer } from './modules/agents/settlement';

export interface BuildServerOptions extends Partial<Omit<ServerOptions, 'limits'>> {
  /** Environment to read the defaults from (process.env by default). */
  env?: NodeJS.ProcessEnv;
  limits?: Partial<ServerOptions['limits']>;
}

const API_VERSION = '1.0.0';

export async function buildServer(opts: BuildServerOptions = {}): Promise<FastifyInstance> {
  const { env, limits, ...overrides } = opts;
  const defaults = optionsFromEnv(env ?? process.env);
  const options: ServerOptions = { ...defaults, ...overrides, limits: { ...defaults.limits, ...limits } };

  let database: Database | undefined;
  const app = Fastify({
    logger: options.logger,
    // Fastify accepts a hop count too, which its typings omit.
    trustProxy: options.trustProxy as boolean | string,
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { allErrors: false } },
  });
  try {
    database = await openDatabase(options.database);
    const db = database;
    app.addHook('onClose', async () => db.close());
    if (options.seed) {
      const applied = await seedDemoData(database.db, {
        fastHashes: options.fastSeedHashes,
        modernLobbyUrl: options.modernLobbyUrl,
      });
      if (applied.length) app.log.info({ steps: applied }, 'demo data seeded');
    }
    app.log.info({ database: database.kind, where: database.where }, 'database ready');
    const ctx = createContext(database, options);
    app.addHook('onClose', async () => ctx.limiterRedis?.disconnect());

    const purge = setInterval(() => {
      purgeCaptchas(db.db, options.now()).catch((err) => app.log.warn({ err }, 'captcha purge failed'));
    }, 10 * 60_000);
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));

    app.decorate('platform', ctx);
    app.decorateRequest('auth', null);

    // SPEC §7 sends Content-Type JSON on every call, also with an empty body (logout, layout, ...).
    const jsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, {});
      return jsonParser(request, body as string, done);
    });

    // A POST without any body (no content-type) is an empty object, like an empty JSON body.
    // The platform answers data and images, never pages: nothing in an answer may run or be framed.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.method === 'POST') request.body = {};
    });

    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      // Each failure also says what is wrong as a key (message_key, field, params): the message is
      // English, and the apps show the key in the page language.
      if (error instanceof ApiError) {
        const body = error.detail
          ? failKeyed(error.code, error.message, error.detail)
          : fail(error.code, error.message);
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }
      if (error.validation) {
        return reply
          .code(400)
          .send(
            failKeyed(
              '400',
              validationMessage(error.validation, error.validationContext),
              validationDetail(error.validation, error.validationContext),
            ),
          );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply
          .code(status)
          .send(
            status === 400
              ? failKeyed('400', error.message, { message_key: 'invalid' })
              : fail(String(status), error.message),
          );
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failKeyed('500', 'Internal server error', { message_key: 'server_error' }));
    });
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(fail('404', `Not found: ${request.method} ${request.url.split('?')[0]}`));
    });

    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['accept', 'content-type', 'lang', 'authorization', 'if-none-match', 'idempotency-key'],
      exposedHeaders: ['authorization', 'etag', 'retry-after'],
      maxAge: 600,
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
    // After CORS, so a refusal is readable by the apps on their own origins.
    installAdmission(app, ctx.admission);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Member site platform API',
          description: 'The /api calls of SPEC section 7. Envelope: {code, message, data}; success code "100".',
          version: API_VERSION,
        },
        tags: [
          { name: 'platform', description: 'Health and site configuration' },
          { name: 'auth', description: 'Captcha, login and logout' },
          { name: 'member', description: 'Member profile and wallet (token required)' },
          { name: 'register', description: 'Registration: settings, field checks, referral, SMS, register' },
          { name: 'letters', description: 'Member letters (token required)' },
          { name: 'content', description: 'Bulletins, banners, announcements and the site content lists' },
          { name: 'games', description: 'Games catalogue' },
          {
            name: 'activity',
            description: 'Promotions: the red envelope, discounts (readable by visitors) and the daily sign-in',
          },
          {
            name: 'payments',
            description: 'Deposits, withdrawals, bank accounts, records, and the payment simulator callback',
          },
          { name: 'assets', description: 'Generated artwork' },
          {
            name: 'referral',
            description: 'RecommendAward: the recommend code, referred members and rewards (token required)',
          },
          {
            name: 'cash-surplus',
            description: "Cash surplus: the previous day's loss given back, claimed once a day (token required)",
          },
          { name: 'dev', description: 'Developer/test tools (SITE_DEV_TOOLS=1 only)' },
          {
            name: 'operator',
            description:
              'Operator API (X-Operator-Key = OPERATOR_API_KEY): changes that publish the realtime events of SPEC §7',
          },
        ],
        components: {
          securitySchemes: {
            token: {
              type: 'apiKey',
              in: 'header',
              name: 'authorization',
              description: 'The login token, raw or "Bearer <token>"',
            },
            operatorKey: {
              type: 'apiKey',
              in: 'header',
              name: 'x-operator-key',
              description: 'OPERATOR_API_KEY (operator API only)',
            },
            providerSignature: {
              type: 'apiKey',
              in: 'header',
              name: 'x-signature',
              description:
                "Provider wallet only: hex HMAC-SHA256 of the raw body with the provider's key, beside x-provider-id",
            },
          },
        },
      },
    });

    // Realtime: socket server + Pusher HTTP API, /api/broadcasting/auth, ctx.publisher.
    await installRealtime(app, ctx);
    // RedEnvelopeDisplay when an envelope opens: at boot once listening, then by timer.
    const announcer = new RedEnvelopeAnnouncer(ctx, (err) => app.log.warn({ err }, 'red envelope announcement failed'));
    app.addHook('onListen', async () => {
      void announcer.start();
    });
    app.addHook('onClose', async () => announcer.stop());
    // Games left without a leave1 (a closed tab) give their money back after the idle time.
    const idleGames = startIdleGameSweep(ctx, (err) => app.log.warn({ err }, 'ending idle games failed'));
    app.addHook('preClose', async () => idleGames.stop());
    // The agents' commission of the last closed month: once listening, then every hour.
    const agentSettlement = startAgentSettlementTimer(db.db, options.now, (err) =>
      app.log.warn({ err }, 'agent settlement failed'),
    );
    app.addHook('onListen', async () => agentSettlement.runNow());
    app.addHook('preClose', async () => agentSettlement.stop());

    let assets: AssetRoutes | undefined;
    // The type icons and provider logos rasterised once listening, in the background (the game hall
    // shows every logo at once; on its first visitor's demand the last ones came seconds late).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onListen', async () => {
      if (!options.warmArt || !assets) return;
      app.artWarmUp = assets
        .warmLobbyArt(() => closing)
        .catch((err: unknown) => {
          app.log.warn({ err }, 'rendering the lobby art ahead failed');
          return 0;
        });
    });

    await app.register(
      async (api) => {
        api.addHook('preHandler', refuseUnstorable);
        api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
        siteModule(api, ctx);
        authModule(api, ctx);
        registrationModule(api, ctx);
        lettersModule(api, ctx);
        contentModule(api, ctx);
        membersModule(api, ctx);
        gameRoutes(api, ctx);
        walletModule(api, ctx);
        gameLobbyRoutes(api, ctx);
        assets = assetRoutes(api, ctx);
        providerWalletRoutes(api, ctx);
        betRecordRoutes(api, ctx);
        promotionsModule(api, ctx);
        referralModule(api, ctx);
        agentsModule(api, ctx);
        paymentRoutes(api, ctx);
        responsibleGamingModule(api, ctx);
        operatorRoutes(api, ctx, announcer);
        agentReportModule(api, ctx);
      },
      { prefix: '/api' },
    );

    await app.ready();
    return app;
  } catch (err) {
    await app.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    throw err;
  }
}
