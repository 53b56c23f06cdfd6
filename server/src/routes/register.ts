/**
 * Registration (SPEC §2, §3, §5, §7, §8):
 * - POST /api/arks/web/register-settings {site_id} -> {list}: settings per field and currency;
 *   the member_currency entries say which currencies are open;
 * - POST /api/arks/web/register-settings/service-agreement {site_id} -> {list};
 * - POST /api/register/verification {<one field>, site_id, member_currency, verification: 1}:
 *   that field's rules, blacklist and uniqueness (the code of SPEC §8, or 100);
 * - POST /api/register/valid_message {site_id, recommend_code | agent_id} -> {is_valid, code};
 * - POST /api/arks/web/check-agent-domain {host, site_id} -> {is_valid, currency, agent_id, agent_domain_id};
 * - POST /api/register/sms {member_phone, currency, type: 'register_member', site_id}: a 6-digit
 *   code into the SMS outbox (GET /api/dev/sms?phone= with SITE_DEV_TOOLS=1);
 * - POST /api/register {form, site_id, member_currency} -> the login data and member_id.
 *
 * A register failure answers {code, codeFull: '<code>.<field>', message, data: {field}}; a rule
 * of the shared schema without a code of its own answers HTTP 400 with the field and its i18n key.
 */
import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CAPTCHA_TYPE, SMS_CODE_DIGITS, VND_PHONE_DIGITS } from '@site/shared/constants';
import { LoginSessionSchema } from '@site/shared/contracts';
import {
  REGISTER_CONTACT_FIELDS,
  REGISTER_CURRENCY_SETTING,
  REGISTER_VERIFIABLE_FIELDS,
} from '@site/shared/validation';
import type { AppContext } from '../context';
import { blacklist, members, siteContents, siteCurrencies, smsMessages } from '../db/schema';
import { ensureAccount } from '../ledger/ledger';
import { addressRule, deviceKeyOf, issueSession } from '../auth/sessions';
import { ApiError, fail, ok } from '../http/envelope';
import { arr, flag, int, obj, routeSchema, str, type JsonSchema } from '../http/schemas';
import {
  dataFailure,
  loadSettings,
  registerFailure,
  schemaFailure,
  settingsForCurrency,
  type RegisterFailure,
} from '../registration/rules';
import { findAgentDomain, isFailure, resolveReferral } from '../registration/referral';
import { consumeCaptcha } from '../modules/auth/captcha';

/** SMS codes live ten minutes; a phone gets one code per five minutes (SPEC §8 SMS 102). */
const SMS_CODE_TTL_MS = 10 * 60_000;
const SMS_RESEND_MS = 5 * 60_000;

export const SMS_MESSAGES = {
  '201': 'Please enter the phone number',
  '099': 'The phone number is not valid for verification',
  '104': 'This number cannot receive a code; please contact customer service',
  '102': 'A code was sent to this number less than five minutes ago',
  '103': 'SMS verification is unavailable (no SMS balance); please contact customer service',
} as const;

/** A register failure envelope: codeFull names the field (SPEC §8 "response carries codeFull and message"). */
function registerFail(reply: FastifyReply, f: RegisterFailure) {
  if (f.code === '400') reply.code(400);
  return {
    code: f.code,
    codeFull: `${f.code}.${f.field}`,
    message: f.message,
    data: { field: f.field, ...(f.key ? { key: f.key } : {}) },
  };
}

const registerFailEnvelope: JsonSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: str(),
    codeFull: str({ description: '<code>.<field>, e.g. 104.member_phone (toast codes: <code>.toast)' }),
    message: str(),
    data: {
      type: 'object',
      nullable: true,
      properties: { field: str(), key: str({ description: 'i18n key of the failed rule (HTTP 400)' }) },
    },
  },
};
const successOrFailure = (data: JsonSchema): JsonSchema => ({
  ...registerFailEnvelope,
  properties: {
    ...(registerFailEnvelope.properties as object),
    data: { ...data, nullable: true, properties: { ...((data.properties as object) ?? {}), field: str(), key: str() } },
  },
});

const text = (maxLength: number, description?: string) => str({ maxLength, ...(description ? { description } : {}) });

/** The form fields of SPEC §3 (snake case), each a string. */
const formProperties: Record<string, JsonSchema> = {
  member_account: text(64),
  password: text(64),
  member_confirm_password: text(64),
  member_name: text(100),
  member_email: text(128),
  member_birthday: text(16, 'year-month-day joined by -'),
  member_phone: text(32),
  phone_verify: text(16, 'The 6-digit SMS code (verify_code is accepted as well)'),
  verify_code: text(16),
  identity_id: text(64),
  withdraw_password: text(16, '4 digits joined'),
  ...Object.fromEntries(REGISTER_CONTACT_FIELDS.map((f) => [f, text(64)])),
  member_others: text(128),
  answer: text(16, 'Captcha text (member_captcha is accepted as well)'),
  member_captcha: text(16),
  captcha_token: text(128),
  introducer: text(32, 'Agent id or recommend code, by register_type'),
  register_type: str({ enum: ['', 'member_agent', 'recommend_code'] }),
  agent_domain_id: int({ minimum: 1 }),
  remote_addr: text(64),
  host: text(256),
  device: int(),
};

export function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;

  const settingsFor = async (siteId: number, currency: string) => {
    const list = await loadSettings(db, siteId);
    const open = list.some(
      (s) => s.name === REGISTER_CURRENCY_SETTING && s.currency === currency && s.is_display === 1,
    );
    return { list, open, byName: settingsForCurrency(list, currency) };
  };
  const notOpen = (currency: string) =>
    new ApiError(400, '400', `member_currency: ${currency} is not open for registration`);

  app.post(
    '/arks/web/register-settings',
    {
      schema: routeSchema({
        summary: 'Register settings per field and currency (SPEC §3)',
        description: 'A currency is open when its member_currency entry has is_display 1.',
        tags: ['register'],
        body: obj({ site_id: int({ minimum: 1 }) }),
        data: obj({
          list: arr({
            type: 'object',
            required: [
              'name',
              'currency',
              'is_display',
              'is_required',
              'is_unique',
              'is_member_center',
              'is_verification',
            ],
            properties: {
              name: str(),
              currency: str(),
              is_display: flag(),
              is_required: flag(),
              is_unique: flag(),
              is_member_center: flag(),
              is_verification: flag(),
              is_member_center_verification: flag('phone only'),
            },
          }),
        }),
      }),
    },
    async (request) => ok({ list: await loadSettings(db, (request.body as { site_id: number }).site_id) }),
  );

  app.post(
    '/arks/web/register-settings/service-agreement',
    {
      schema: routeSchema({
        summary: 'The service agreement shown at registration (SPEC §7), per language',
        tags: ['register'],
        body: obj({ site_id: int({ minimum: 1 }) }),
        data: obj({ list: arr(obj({ id: int(), language: str(), title: str(), content: str() })) }),
      }),
    },
    async (request) => {
      const rows = await db
        .select()
        .from(siteContents)
        .where(
          and(
            eq(siteContents.siteId, (request.body as { site_id: number }).site_id),
            eq(siteContents.kind, 'service_agreement'),
          ),
        )
        .orderBy(siteContents.sort);
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          language: r.language ?? '',
          title: typeof r.data.title === 'string' ? r.data.title : '',
          content: typeof r.data.content === 'string' ? r.data.content : '',
        })),
      });
    },
  );

  app.post(
    '/register/verification',
    {
      schema: routeSchema({
        summary: 'Check one register field on the server (SPEC §5, §7): rules, blacklist, uniqueness',
        description: `Send exactly one of ${REGISTER_VERIFIABLE_FIELDS.join(', ')}. Codes: 102, 103, 104, 105, 114, 223, 206, 209, 214, 215, 216, 227, 301–308; HTTP 400 for a rule without its own code.`,
        tags: ['register'],
        body: {
          type: 'object',
          required: ['site_id', 'member_currency'],
          properties: {
            site_id: int({ minimum: 1 }),
            member_currency: str({ minLength: 1, maxLength: 8 }),
            verification: int({ enum: [1] }),
            ...Object.fromEntries(REGISTER_VERIFIABLE_FIELDS.map((f) => [f, text(128)])),
          },
        },
        response: { 200: registerFailEnvelope, 400: registerFailEnvelope, 500: registerFailEnvelope },
      }),
    },
    async (request, reply) => {
      const body = request.body as Record<string, string> & { site_id: number; member_currency: string };
      const fields = REGISTER_VERIFIABLE_FIELDS.filter((f) => body[f] !== undefined);
      if (fields.length !== 1)
        throw new ApiError(
          400,
          '400',
          `Send exactly one field to verify (one of ${REGISTER_VERIFIABLE_FIELDS.join(', ')})`,
        );
      const field = fields[0]!;
      const { open, byName } = await settingsFor(body.site_id, body.member_currency);
      if (!open) throw notOpen(body.member_currency);
      // The field's own rules, as if it were displayed (the form asks only for displayed fields).
      const settings = {
        ...byName,
        [field]: {
          ...(byName[field] ?? {
            name: field,
            currency: body.member_currency,
            is_required: 0,
            is_unique: 0,
            is_member_center: 0,
            is_verification: 0,
          }),
          is_display: 1 as const,
        },
      };
      const failure =
        schemaFailure(body, settings, body.member_currency, field) ??
        (await dataFailure(db, body.site_id, body, settings, field));
      if (failure) return registerFail(reply, failure);
      return { code: '100', message: 'success', data: null };
    },
  );

  app.post(
    '/register/valid_message',
    {
      schema: routeSchema({
        summary: 'Is a referral valid (SPEC §7): recommend_code or agent_id',
        description:
          'is_valid 1 when valid; otherwise code is the register code of the reason (106, 107, 108, 109, 110, 112, 219, 228) and the client clears the referral.',
        tags: ['register'],
        body: {
          type: 'object',
          required: ['site_id'],
          properties: {
            site_id: int({ minimum: 1 }),
            recommend_code: text(32),
            agent_id: { anyOf: [int(), text(32)] },
            member_currency: text(8),
          },
        },
        data: obj({ is_valid: flag(), code: str(), message: str() }),
      }),
    },
    async (request) => {
      const body = request.body as {
        site_id: number;
        recommend_code?: string;
        agent_id?: number | string;
        member_currency?: string;
      };
      if (body.recommend_code === undefined && body.agent_id === undefined)
        throw new ApiError(400, '400', 'recommend_code or agent_id is required');
      const result = await resolveReferral(db, {
        siteId: body.site_id,
        currency: body.member_currency ?? 'VND',
        registerType: body.agent_id !== undefined ? 'member_agent' : 'recommend_code',
        introducer: String(body.agent_id ?? body.recommend_code),
      });
      if (isFailure(result)) return ok({ is_valid: 0, code: result.code, message: result.message });
      return ok({ is_valid: 1, code: '100', message: 'valid' });
    },
  );

  app.post(
    '/arks/web/check-agent-domain',
    {
      schema: routeSchema({
        summary: 'Is the host an agent domain (SPEC §6: it locks the registration currency and agent)',
        tags: ['register'],
        body: obj({ host: str({ minLength: 1, maxLength: 256 }), site_id: int({ minimum: 1 }) }),
        data: obj({ is_valid: flag(), currency: str(), agent_id: int(), agent_domain_id: int() }),
      }),
    },
    async (request) => {
      const body = request.body as { host: string; site_id: number };
      const found = await findAgentDomain(db, body.site_id, { host: body.host });
      if (!found || !found.agent) return ok({ is_valid: 0, currency: '', agent_id: 0, agent_domain_id: 0 });
      return ok({
        is_valid: 1,
        currency: found.domain.currency,
        agent_id: found.agent.id,
        agent_domain_id: found.domain.id,
      });
    },
  );

  app.post(
    '/register/sms',
    {
      schema: routeSchema({
        summary: 'Send a 6-digit phone verification code (SPEC §7) into the SMS outbox',
        description:
          'Codes: 201 blank phone, 099 invalid number, 104 number refused (contact customer service), 102 a code was sent within five minutes (the countdown still starts), 103 no SMS balance. data.verify_time: seconds of the configured wait after the first 300 s.',
        tags: ['register'],
        body: {
          type: 'object',
          required: ['member_phone', 'currency', 'site_id'],
          properties: {
            member_phone: text(32),
            currency: str({ minLength: 1, maxLength: 8 }),
            type: str({ enum: ['register_member'] }),
            site_id: int({ minimum: 1 }),
          },
        },
        data: obj({ countdown: int({ description: 'SMS_COUNTDOWN_S (300)' }), verify_time: int(), expires_in: int() }),
      }),
    },
    async (request) => {
      const body = request.body as { member_phone: string; currency: string; site_id: number; type?: string };
      const phone = body.member_phone.trim();
      if (!phone) return fail('201', SMS_MESSAGES['201']);
      const valid =
        body.currency === 'VND' ? new RegExp(`^\\d{${VND_PHONE_DIGITS}}$`).test(phone) : /^\d{6,15}$/.test(phone);
      if (!valid) return fail('099', SMS_MESSAGES['099']);
      const [refused] = await db
        .select({ id: blacklist.id })
        .from(blacklist)
        .where(and(eq(blacklist.siteId, body.site_id), eq(blacklist.kind, 'phone'), eq(blacklist.value, phone)))
        .limit(1);
      if (refused) return fail('104', SMS_MESSAGES['104']);
      const now = options.now();
      const [recent] = await db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(
          and(
            eq(smsMessages.siteId, body.site_id),
            eq(smsMessages.phone, phone),
            gt(smsMessages.createdAt, new Date(now.getTime() - SMS_RESEND_MS)),
          ),
        )
        .limit(1);
      if (recent) return fail('102', SMS_MESSAGES['102']);
      // Spend one credit of the currency, atomically (SPEC §8 SMS 103 when none is left).
      const [credit] = await db
        .update(siteCurrencies)
        .set({ smsCredits: sql`${siteCurrencies.smsCredits} - 1` })
        .where(
          and(
            eq(siteCurrencies.siteId, body.site_id),
            eq(siteCurrencies.currency, body.currency),
            gt(siteCurrencies.smsCredits, 0),
          ),
        )
        .returning({ verifySeconds: siteCurrencies.smsVerifySeconds });
      if (!credit) return fail('103', SMS_MESSAGES['103']);
      const code = String(randomInt(10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
      await db.insert(smsMessages).values({
        siteId: body.site_id,
        phone,
        currency: body.currency,
        type: body.type ?? 'register_member',
        code,
        ip: request.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      });
      return ok({ countdown: 300, verify_time: credit.verifySeconds, expires_in: SMS_CODE_TTL_MS / 1000 });
    },
  );

  app.post(
    '/register',
    {
      schema: routeSchema({
        summary: 'Register a member (SPEC §3 form, §5 rules, §8 codes); success logs in',
        description:
          'Codes (SPEC §8): 102–110, 112–114, 206, 209, 214–216, 218, 219, 222–224, 227, 228, 301–308, 996, 997; failures carry codeFull <code>.<field> and data.field. HTTP 400 for a rule of SPEC §5 without a code of its own (data.key is its i18n key) or a currency that is not open.',
        tags: ['register'],
        body: {
          type: 'object',
          required: ['site_id', 'member_currency', 'member_account', 'password'],
          properties: {
            site_id: int({ minimum: 1 }),
            member_currency: str({ minLength: 1, maxLength: 8 }),
            ...formProperties,
          },
        },
        response: {
          200: successOrFailure({ type: 'object', properties: LoginSessionSchema.properties }),
          400: registerFailEnvelope,
          500: registerFailEnvelope,
        },
      }),
    },
    async (request, reply) => {
      const body = request.body as Record<string, string | undefined> & {
        site_id: number;
        member_currency: string;
        agent_domain_id?: number;
        device?: number;
      };
      const siteId = body.site_id;
      const currency = body.member_currency;
      const ip = request.ip;
      const values: Record<string, string | undefined> = {
        ...body,
        phone_verify: body.phone_verify ?? body.verify_code,
        answer: body.answer ?? body.member_captcha,
      } as unknown as Record<string, string | undefined>;

      const rate = await ctx.limiters.registerPerAddress.hit(ip);
      if (rate.limited) return registerFail(reply, registerFailure('996', 'toast'));
      if ((await addressRule(db, siteId, ip))?.kind === 'blacklist')
        return registerFail(reply, registerFailure('218', 'toast'));
      const { max, windowMs } = options.limits.registeredPerAddress;
      const [registered] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(and(eq(members.registerIp, ip), gt(members.createdAt, new Date(options.now().getTime() - windowMs))));
      if ((registered?.n ?? 0) >= max) return registerFail(reply, registerFailure('997', 'toast'));

      const { open, byName } = await settingsFor(siteId, currency);
      if (!open) throw notOpen(currency);
      if (byName.member_captcha?.is_display) {
        const captchaOk =
          Boolean(values.captcha_token && values.answer) &&
          (await consumeCaptcha(db, {
            token: values.captcha_token!,
            answer: values.answer!,
            type: CAPTCHA_TYPE.register,
            siteId,
            now: options.now(),
          }));
        if (!captchaOk) return registerFail(reply, registerFailure('224', 'member_captcha'));
      }
      const ruleFailure = schemaFailure(values, byName, currency);
      if (ruleFailure) return registerFail(reply, ruleFailure);

      const referral = await resolveReferral(db, {
        siteId,
        currency,
        registerType: body.register_type,
        introducer: body.introducer,
        agentDomainId: body.agent_domain_id,
      });
      if (isFailure(referral)) return registerFail(reply, referral);
      const dataProblem = await dataFailure(db, siteId, values, byName);
      if (dataProblem) return registerFail(reply, dataProblem);

      const phone = values.member_phone?.trim();
      if (phone && byName.member_phone?.is_display && byName.member_phone.is_verification) {
        const now = options.now();
        const [sms] = await db
          .select()
          .from(smsMessages)
          .where(
            and(
              eq(smsMessages.siteId, siteId),
              eq(smsMessages.phone, phone),
              isNull(smsMessages.usedAt),
              gt(smsMessages.expiresAt, now),
            ),
          )
          .orderBy(desc(smsMessages.id))
          .limit(1);
        if (!sms || sms.code !== values.phone_verify?.trim())
          return registerFail(reply, registerFailure('113', 'phone_verify'));
        await db.update(smsMessages).set({ usedAt: now }).where(eq(smsMessages.id, sms.id));
      }

      const account = values.member_account!.trim();
      const contacts = Object.fromEntries(
        [...REGISTER_CONTACT_FIELDS, 'member_others']
          .filter((f) => values[f]?.trim())
          .map((f) => [f, values[f]!.trim()]),
      );
      const [passwordHash, withdrawPasswordHash] = await Promise.all([
        hash(values.password!),
        values.withdraw_password?.trim() ? hash(values.withdraw_password.trim()) : Promise.resolve(null),
      ]);
      let memberId: number;
      try {
        memberId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(members)
            .values({
              siteId,
              account,
              accountKey: account.toLowerCase(),
              passwordHash,
              currency,
              memberName: values.member_name?.trim() || null,
              memberEmail: values.member_email?.trim() || null,
              memberPhone: phone || null,
              memberBirthday:
                values.member_birthday && values.member_birthday.replace(/-/g, '') ? values.member_birthday : null,
              identityId: values.identity_id?.trim() || null,
              withdrawPasswordHash,
              contacts,
              introducerId: referral.introducerId,
              registerType: referral.registerType,
              registerIp: ip,
              createdAt: options.now(),
            })
            .returning({ id: members.id });
          await ensureAccount(tx, { kind: 'member_main', memberId: row!.id, currency });
          return row!.id;
        });
      } catch (err) {
        // Two registrations of one account at once: the unique index decides (SPEC §8 register 102).
        if (
          String(
            (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code,
          ) === '23505'
        ) {
          return registerFail(reply, registerFailure('102', 'member_account'));
        }
        throw err;
      }
      const [member] = await db.select().from(members).where(eq(members.id, memberId));
      const client = { host: values.host, device: body.device, remote_addr: values.remote_addr };
      const session = await issueSession(ctx, member!, {
        ip,
        client,
        userAgent: request.headers['user-agent'],
        deviceKey: deviceKeyOf(client, request.headers['user-agent']),
      });
      return ok(session);
    },
  );

  if (options.devTools) {
    app.get(
      '/dev/sms',
      {
        schema: routeSchema({
          summary: 'Developer/test outbox: the latest SMS codes sent to a phone (only with SITE_DEV_TOOLS=1)',
          tags: ['dev'],
          querystring: obj({ phone: str({ minLength: 1, maxLength: 32 }) }),
          data: obj({
            list: arr(
              obj({
                code: str(),
                type: str(),
                currency: str(),
                created_at: str({ format: 'date-time' }),
                expires_at: str({ format: 'date-time' }),
                used: { type: 'boolean' },
              }),
            ),
          }),
        }),
      },
      async (request) => {
        const { phone } = request.query as { phone: string };
        const rows = await db
          .select()
          .from(smsMessages)
          .where(eq(smsMessages.phone, phone.trim()))
          .orderBy(desc(smsMessages.id))
          .limit(10);
        return ok({
          list: rows.map((r) => ({
            code: r.code,
            type: r.type,
            currency: r.currency,
            created_at: r.createdAt.toISOString(),
            expires_at: r.expiresAt.toISOString(),
            used: r.usedAt !== null,
          })),
        });
      },
    );
  }
}
