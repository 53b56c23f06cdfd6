/**
 * Login double validation (SPEC §4, §5, §7, §8), after a login answered 107:
 * - POST /api/login/double_validation/skip {member_login_id} -> {member_login_id,
 *   available_questions_count, question}: another question (the count includes the one asked);
 * - POST /api/login/double_validation {member_login_id, answer, captcha_answer, captcha_token,
 *   device info} -> the login data of /login (a session; the device becomes known).
 *
 * Codes: 101 unknown or finished member_login_id, 102 expired (10 minutes), 106 another address
 * than the login's, 202 the account is no longer active, 105 captcha, 104 blank answer, 205
 * malformed answer, 103 wrong answer, 206 second wrong answer on this question (skip to another),
 * 998 failed: a wrong answer with no other question left, or a skip with none left (log in again).
 * - POST /api/login/double_validation/sms {member_login_id}: a member who cannot answer (a forgotten
 *   withdraw password, say) gets a code by SMS on the phone on file; it then answers (answer_by 'sms') and
 *   counts as an answer to the question asked (wrong codes count as wrong answers). 101 unknown,
 *   finished or expired login; 099 no phone on file; the SMS limits of registration (102, 103, 104).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TYPE, FORGOT_SMS_COUNTDOWN_S, SMS_CODE_DIGITS } from '@site/shared/constants';
import { authCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { memberLogins, members } from '../../db/schema';
import { routeCall } from '../../http/call';
import { fail, ok } from '../../http/envelope';
import { deviceKeyOf, issueSession, type ClientInfo } from './sessions';
import { consumeCaptcha } from './captcha';
import { answerableQuestions, answerMatches, answerWellFormed } from './double-validation';
import { sendSmsCode, useSmsCode } from '../sms/codes';

const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong answers allowed on one question before it must be skipped. */
const WRONG_PER_QUESTION = 2;

const dvCodes = authCalls.doubleValidation.codes;
type DvCode = keyof typeof dvCodes;
const dvFail = (code: DvCode) => fail(code, dvCodes[code].text);
const smsCodes = authCalls.doubleValidationSms.codes;
const smsFail = (code: keyof typeof smsCodes) => fail(code, smsCodes[code].text);
/** The SMS type of a forgotten-password code: it answers only a double validation. */
const DV_SMS_TYPE = 'double_validation';
const smsCodePattern = new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`);

export function doubleValidationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;

  /** The pending login and its member, or the code that ends the request. */
  async function pendingLogin(loginId: number, ip: string) {
    const [row] = await db
      .select({ login: memberLogins, member: members })
      .from(memberLogins)
      .innerJoin(members, eq(members.id, memberLogins.memberId))
      .where(and(eq(memberLogins.id, loginId), eq(memberLogins.status, 'double_validation')))
      .limit(1);
    if (!row) return { code: '101' as const };
    if (row.login.createdAt.getTime() + CHALLENGE_TTL_MS <= options.now().getTime()) return { code: '102' as const };
    if (row.login.ip !== ip) return { code: '106' as const };
    if (row.member.status !== 'active') return { code: '202' as const };
    return row;
  }

  const closeLogin = (id: number) => db.update(memberLogins).set({ status: 'failed' }).where(eq(memberLogins.id, id));

  routeCall(app, authCalls.doubleValidationSkip, {}, async (request) => {
    const { member_login_id } = request.body;
    const found = await pendingLogin(member_login_id, request.ip);
    if ('code' in found) return dvFail(found.code);
    const { login, member } = found;
    const questions = answerableQuestions(member);
    const next = questions[(questions.indexOf(login.question as never) + 1) % questions.length];
    if (login.questionsLeft <= 1 || !next || next === login.question) {
      await closeLogin(login.id);
      return dvFail('998');
    }
    const available = login.questionsLeft - 1;
    await db
      .update(memberLogins)
      .set({ question: next, questionsLeft: available, wrongAnswers: 0 })
      .where(eq(memberLogins.id, login.id));
    return ok({ member_login_id: login.id, available_questions_count: available, question: next });
  });

  routeCall(app, authCalls.doubleValidationSms, {}, async (request) => {
    const found = await pendingLogin(request.body.member_login_id, request.ip);
    if ('code' in found) return smsFail(found.code === '102' ? '101' : found.code);
    const { member } = found;
    const phone = member.memberPhone?.trim();
    if (!phone) return smsFail('099');
    const outcome = await sendSmsCode(db, {
      siteId: member.siteId,
      phone,
      currency: member.currency,
      type: DV_SMS_TYPE,
      ip: request.ip,
      now: options.now(),
    });
    if (!outcome.sent) return smsFail(outcome.code === '201' ? '099' : outcome.code);
    return ok({ countdown: FORGOT_SMS_COUNTDOWN_S, phone_tail: phone.slice(-4), expires_in: outcome.expires_in });
  });

  routeCall(app, authCalls.doubleValidation, {}, async (request) => {
    const { body } = request;
    const found = await pendingLogin(body.member_login_id, request.ip);
    if ('code' in found) return dvFail(found.code);
    const { login, member } = found;
    const captchaOk = await consumeCaptcha(db, {
      token: body.captcha_token,
      answer: body.captcha_answer,
      type: CAPTCHA_TYPE.login,
      siteId: body.site_id,
      now: options.now(),
    });
    if (!captchaOk) return dvFail('105');
    const question = login.question ?? '';
    const bySms = body.answer_by === 'sms';
    const answer = body.answer.trim();
    if (answer === '') return dvFail('104');
    if (bySms ? !smsCodePattern.test(answer) || !member.memberPhone : !answerWellFormed(question, answer)) {
      return dvFail('205');
    }
    const right = bySms
      ? await useSmsCode(db, {
          siteId: member.siteId,
          phone: member.memberPhone!.trim(),
          code: answer,
          type: DV_SMS_TYPE,
          now: options.now(),
        })
      : await answerMatches(member, question, answer);
    if (!right) {
      const wrong = login.wrongAnswers + 1;
      if (wrong >= WRONG_PER_QUESTION && login.questionsLeft <= 1) {
        await closeLogin(login.id);
        return dvFail('998');
      }
      await db.update(memberLogins).set({ wrongAnswers: wrong }).where(eq(memberLogins.id, login.id));
      return dvFail(wrong >= WRONG_PER_QUESTION ? '206' : '103');
    }
    if (login.wrongAnswers >= WRONG_PER_QUESTION) return dvFail('206');
    const userAgent = request.headers['user-agent'];
    const client: ClientInfo = { ...(login.client as ClientInfo), ...body };
    const session = await issueSession(ctx, member, {
      ip: request.ip,
      client,
      userAgent,
      deviceKey: login.deviceKey ?? deviceKeyOf(client, userAgent),
      pendingLoginId: login.id,
    });
    return ok(session);
  });
}
