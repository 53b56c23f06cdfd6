/**
 * POST /api/captcha {type, site_id} -> {token, captcha, placeholder} (SPEC §7): a real image (SVG
 * data URL) with noise and colours, 4 characters from a set without look-alikes, answer compared
 * case-insensitively. Stored with its type and a 5-minute expiry, single use. Over the per-address
 * limit the answer is code 101, which the client turns into its one-second wait (SPEC §8).
 *
 * GET /api/dev/captcha/:token (only with SITE_DEV_TOOLS=1): the answer, for the e2e tests.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import svgCaptchaModule from 'svg-captcha';
import { CAPTCHA_TYPE } from '@site/shared/constants';
import type { CaptchaResponse } from '@site/shared/contracts';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { sha256 } from '../http/auth';
import { ApiError, fail, ok } from '../http/envelope';
import { int, obj, routeSchema, str } from '../http/schemas';

type SvgCaptchaOptions = {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
  background?: string;
};
/** svg-captcha's default export renders a given text (its typings only declare create()). */
const renderCaptcha = svgCaptchaModule as unknown as (text: string, options: SvgCaptchaOptions) => string;

/** No look-alikes (0/O/o/Q/D, 1/I/l/i/j, 2/Z, 5/S, 6/G/b, 8/B, 9/g/q, u/v, c/C ...); case does not matter. */
export const CAPTCHA_CHARS = 'ACEFHKMNPRTWXYacefhkmnprtwxy3479';
export const CAPTCHA_LENGTH = 4;

const PLACEHOLDERS: Record<string, string> = {
  vi: 'Nhập mã xác minh',
  en: 'Enter the code',
  zh: '请输入验证码',
};
const placeholderFor = (lang: unknown) =>
  PLACEHOLDERS[(typeof lang === 'string' ? lang : 'vi').slice(0, 2).toLowerCase()] ?? PLACEHOLDERS.vi!;

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

export function captchaImage(text: string): string {
  const svg = renderCaptcha(text, {
    width: 120,
    height: 44,
    fontSize: 46,
    noise: 3,
    color: true,
    background: '#f7f1e3',
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Uses up a captcha (whether the answer is right or not) and tells whether it was valid: known,
 * unused, of this type and site, not expired, and answered correctly (case-insensitive).
 */
export async function consumeCaptcha(
  db: Db,
  input: { token: string; answer: string; type: number; siteId?: number; now: Date },
): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: input.now })
    .where(and(eq(captchas.tokenHash, sha256(input.token)), isNull(captchas.usedAt)))
    .returning({
      answer: captchas.answer,
      type: captchas.type,
      siteId: captchas.siteId,
      expiresAt: captchas.expiresAt,
    });
  if (!row) return false;
  if (row.type !== input.type) return false;
  if (input.siteId !== undefined && row.siteId !== input.siteId) return false;
  if (row.expiresAt.getTime() <= input.now.getTime()) return false;
  return row.answer.toLowerCase() === input.answer.trim().toLowerCase();
}

export function captchaRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;

  app.post(
    '/captcha',
    {
      schema: routeSchema({
        summary: 'A new captcha (SPEC §7)',
        description: 'Code 101 when the address asks too often: the client waits one second (SPEC §8).',
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['type', 'site_id'],
          properties: {
            type: int({ enum: [CAPTCHA_TYPE.login, CAPTCHA_TYPE.register], description: '1 login, 2 register' }),
            site_id: int({ minimum: 1 }),
          },
        },
        data: obj({
          token: str({ description: 'Send back as captcha_token' }),
          captcha: str({ description: 'The image, as a data URL (image/svg+xml)' }),
          placeholder: str({ description: 'Hint for the input, in the request language' }),
        }),
      }),
    },
    async (request) => {
      const body = request.body as { type: number; site_id: number };
      const limit = await ctx.limiters.captcha.hit(request.ip);
      if (limit.limited) return fail('101', 'Too many captcha requests; wait a second and try again');
      const text = captchaText();
      const token = randomBytes(24).toString('base64url');
      const now = options.now();
      await db.insert(captchas).values({
        tokenHash: sha256(token),
        type: body.type,
        siteId: body.site_id,
        answer: text,
        ip: request.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + options.captchaTtlMs),
      });
      const data: CaptchaResponse = {
        token,
        captcha: captchaImage(text),
        placeholder: placeholderFor(request.headers.lang),
      };
      return ok(data);
    },
  );

  if (options.devTools) {
    app.get(
      '/dev/captcha/:token',
      {
        schema: routeSchema({
          summary: 'Developer/test outbox: the answer of a captcha (only with SITE_DEV_TOOLS=1)',
          tags: ['dev'],
          params: obj({ token: str() }),
          data: obj({
            answer: str(),
            type: int(),
            site_id: int(),
            expires_at: str({ format: 'date-time' }),
            used: { type: 'boolean' },
          }),
          errors: [404],
        }),
      },
      async (request) => {
        const { token } = request.params as { token: string };
        const [row] = await db
          .select()
          .from(captchas)
          .where(eq(captchas.tokenHash, sha256(token)));
        if (!row) throw new ApiError(404, '404', 'Unknown captcha token');
        return ok({
          answer: row.answer,
          type: row.type,
          site_id: row.siteId,
          expires_at: row.expiresAt.toISOString(),
          used: row.usedAt !== null,
        });
      },
    );
  }
}

/** Deletes captchas that expired more than an hour ago. */
export async function purgeCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 3_600_000)));
}
