/**
 * The registration calls of @site/shared/contracts (`registrationCalls`, SPEC §2, §3, §5, §7, §8).
 * A register failure answers {code, codeFull: '<code>.<field>', message, data: {field}}; a rule of
 * the shared schema without a code of its own answers HTTP 400 with the field and its i18n key.
 * With SITE_DEV_TOOLS=1, GET /api/dev/sms?phone= shows the SMS outbox.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REGISTER_VERIFIABLE_FIELDS } from '@site/shared/constants';
import { devCalls, registrationCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { members, siteContents } from '../../db/schema';
import { deviceKeyOf, issueSession } from '../auth/sessions';
import { routeCall } from '../../http/call';
import { ApiError, fail, ok } from '../../http/envelope';
import { findAgentDomain, isFailure, resolveReferral } from './referral';
import { notOpen, registerMember, settingsFor } from './register';
import { dataFailure, formValues, loadSettings, schemaFailure, type RegisterFailure } from './rules';
import { latestSmsCodes, sendSmsCode } from '../sms/codes';

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

export function registrationModule(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;

  routeCall(app, registrationCalls.settings, {}, async (request) =>
    ok({ list: await loadSettings(db, request.body.site_id) }),
  );

  routeCall(app, registrationCalls.serviceAgreement, {}, async (request) => {
    const rows = await db
      .select()
      .from(siteContents)
      .where(and(eq(siteContents.siteId, request.body.site_id), eq(siteContents.kind, 'service_agreement')))
      .orderBy(siteContents.sort);
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        language: r.language ?? '',
        title: typeof r.data.title === 'string' ? r.data.title : '',
        content: typeof r.data.content === 'string' ? r.data.content : '',
      })),
    });
  });

  routeCall(app, registrationCalls.verification, {}, async (request, reply) => {
    const { body } = request;
    const fields = REGISTER_VERIFIABLE_FIELDS.filter((f) => body[f] !== undefined);
    if (fields.length !== 1)
      throw new ApiError(
        400,
        '400',
        `Send exactly one field to verify (one of ${REGISTER_VERIFIABLE_FIELDS.join(', ')})`,
      );
    const field = fields[0]!;
    const { open, byName } = await settingsFor(db, body.site_id, body.member_currency);
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
    const values = formValues(body);
    const failure =
      schemaFailure(values, settings, body.member_currency, field) ??
      (await dataFailure(db, body.site_id, values, settings, field));
    if (failure) return registerFail(reply, failure);
    return ok(null);
  });

  routeCall(app, registrationCalls.validMessage, {}, async (request) => {
    const { body } = request;
    if (body.recommend_code === undefined && body.agent_id === undefined)
      throw new ApiError(400, '400', 'recommend_code or agent_id is required');
    const result = await resolveReferral(db, {
      siteId: body.site_id,
      currency: body.member_currency ?? 'VND',
      registerType: body.agent_id !== undefined ? 'member_agent' : 'recommend_code',
      introducer: String(body.agent_id ?? body.recommend_code),
    });
    if (isFailure(result)) return ok({ is_valid: 0 as const, code: result.code, message: result.message });
    return ok({ is_valid: 1 as const, code: '100', message: 'valid' });
  });

  routeCall(app, registrationCalls.checkAgentDomain, {}, async (request) => {
    const { body } = request;
    const found = await findAgentDomain(db, body.site_id, { host: body.host });
    if (!found || !found.agent) return ok({ is_valid: 0 as const, currency: '', agent_id: 0, agent_domain_id: 0 });
    return ok({
      is_valid: 1 as const,
      currency: found.domain.currency,
      agent_id: found.agent.id,
      agent_domain_id: found.domain.id,
    });
  });

  routeCall(app, registrationCalls.sms, {}, async (request) => {
    const { body } = request;
    const outcome = await sendSmsCode(db, {
      siteId: body.site_id,
      phone: body.member_phone,
      currency: body.currency,
      type: body.type ?? 'register_member',
      ip: request.ip,
      now: options.now(),
    });
    if (!outcome.sent) return fail(outcome.code, registrationCalls.sms.codes[outcome.code].text);
    const { countdown, verify_time, expires_in } = outcome;
    return ok({ countdown, verify_time, expires_in });
  });

  routeCall(app, registrationCalls.register, {}, async (request, reply) => {
    const { body } = request;
    const values = {
      ...formValues(body),
      phone_verify: body.phone_verify ?? body.verify_code,
      answer: body.answer ?? body.member_captcha,
    };
    const result = await registerMember(ctx, {
      siteId: body.site_id,
      currency: body.member_currency,
      values,
      registerType: body.register_type,
      agentDomainId: body.agent_domain_id,
      ip: request.ip,
    });
    if ('code' in result) return registerFail(reply, result);
    const [member] = await db.select().from(members).where(eq(members.id, result.memberId));
    const client = { host: body.host, device: body.device, remote_addr: body.remote_addr };
    const session = await issueSession(ctx, member!, {
      ip: request.ip,
      client,
      userAgent: request.headers['user-agent'],
      deviceKey: deviceKeyOf(client, request.headers['user-agent']),
    });
    return ok(session);
  });

  if (options.devTools) {
    routeCall(app, devCalls.sms, {}, async (request) => ok({ list: await latestSmsCodes(db, request.query.phone) }));
  }
}
