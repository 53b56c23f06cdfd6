/**
 * The operator's promotion calls (registered by operatorRoutes, behind the same X-Operator-Key):
 * discounts — create, change, end, and the applications members made — and the daily sign-in
 * setting of a site and currency (open or not, the reward table). Amounts come in major units of
 * the currency; more decimals than the currency has is HTTP 400 naming the field.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { minorDigits, toMajor, toMinor } from '@site/shared/money';
import { operatorCalls, type DiscountApplyType, type OperatorDiscountUpdateBody } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { routeCall, withDefaults, type CallRouteOptions } from '../../http/call';
import {
  applicationCount,
  createDiscount,
  discountById,
  endDiscount,
  listApplications,
  operatorDiscountView,
  updateDiscount,
  type DiscountFields,
} from '../promotions/discounts';
import { saveSignInSetting } from '../promotions/sign-in';

const badRequest = (message: string) => new ApiError(400, '400', message);
const notFound = (id: number) => new ApiError(404, '404', `Unknown discount ${id}`);

/** Minor units of a positive major amount; HTTP 400 naming the field when the currency has fewer decimals. */
function positiveMinor(amount: number, currency: string, field: string): bigint {
  let minor: bigint;
  try {
    minor = toMinor(amount, currency);
  } catch {
    throw badRequest(`${field} has more than ${minorDigits(currency)} decimals for ${currency}`);
  }
  if (minor <= 0n) throw badRequest(`${field} must be a positive amount`);
  return minor;
}

function instant(value: string, field: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw badRequest(`${field} is not a valid date`);
  return at;
}

/** The fields a body gives, as columns (only those given). */
function discountPatch(b: Omit<OperatorDiscountUpdateBody, 'id'>, currency: string): Partial<DiscountFields> {
  const patch: Partial<DiscountFields> = {};
  if (b.currency !== undefined) patch.currency = b.currency;
  if (b.gt_id !== undefined) patch.gtId = b.gt_id;
  if (b.title !== undefined) patch.title = b.title;
  if (b.content !== undefined) patch.content = b.content;
  if (b.start_at !== undefined) patch.startsAt = instant(b.start_at, 'start_at');
  if (b.end_at !== undefined) patch.endsAt = instant(b.end_at, 'end_at');
  if (b.pop_up !== undefined) patch.popUp = b.pop_up;
  if (b.eligibility !== undefined) patch.eligibility = b.eligibility;
  if (b.apply_type !== undefined) patch.applyType = b.apply_type;
  if (b.bonus !== undefined) patch.bonus = positiveMinor(b.bonus, currency, 'bonus');
  if (b.sort !== undefined) patch.sort = b.sort;
  return patch;
}

/** The rules across fields, on the promotion as it would be. */
function checkDiscount(d: Pick<DiscountFields, 'startsAt' | 'endsAt' | 'applyType' | 'bonus'>) {
  if (d.endsAt <= d.startsAt) throw badRequest('end_at must be after start_at');
  if (d.applyType === 'bonus' && d.bonus === null) throw badRequest('bonus is required with apply_type bonus');
}

export function operatorPromotionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  onRequest: CallRouteOptions['onRequest'],
) {
  const { db, options } = ctx;

  routeCall(app, operatorCalls.createDiscount, { onRequest }, async (request) => {
    const b = withDefaults(request.body, {
      site_id: 1,
      gt_id: null,
      content: {},
      pop_up: 0 as const,
      eligibility: 'all' as const,
      apply_type: 'none',
      sort: 0,
    });
    const now = options.now();
    const fields: DiscountFields = {
      currency: b.currency,
      gtId: b.gt_id,
      title: b.title,
      content: b.content,
      startsAt: instant(b.start_at, 'start_at'),
      endsAt: instant(b.end_at, 'end_at'),
      popUp: b.pop_up,
      eligibility: b.eligibility,
      applyType: b.apply_type,
      bonus: b.bonus !== undefined ? positiveMinor(b.bonus, b.currency, 'bonus') : null,
      sort: b.sort,
    };
    checkDiscount(fields);
    if (fields.endsAt <= now) throw badRequest('end_at must be in the future');
    const { row, created } = await createDiscount(
      db,
      { ...fields, siteId: b.site_id, code: b.code ?? `operator:${randomUUID()}` },
      now,
    );
    return ok({ ...operatorDiscountView(row, now, await applicationCount(db, row.id)), created });
  });

  routeCall(app, operatorCalls.updateDiscount, { onRequest }, async (request) => {
    const { id, ...b } = request.body;
    const before = await discountById(db, id);
    if (!before) throw notFound(id);
    const patch = discountPatch(b, b.currency ?? before.currency);
    if (patch.title) patch.title = { ...before.title, ...patch.title };
    if (patch.content) patch.content = { ...before.content, ...patch.content };
    // A bonus kept across a change of currency is re-read in the new currency's units.
    if (patch.currency && patch.currency !== before.currency && b.bonus === undefined && before.bonus !== null)
      patch.bonus = positiveMinor(toMajor(before.bonus, before.currency), patch.currency, 'bonus');
    checkDiscount({
      startsAt: patch.startsAt ?? before.startsAt,
      endsAt: patch.endsAt ?? before.endsAt,
      applyType: patch.applyType ?? (before.applyType as DiscountApplyType),
      bonus: patch.bonus !== undefined ? patch.bonus : before.bonus,
    });
    const now = options.now();
    const row = await updateDiscount(db, id, patch, now);
    if (!row) throw notFound(id);
    return ok(operatorDiscountView(row, now, await applicationCount(db, id)));
  });

  routeCall(app, operatorCalls.endDiscount, { onRequest }, async (request) => {
    const { id } = request.body;
    const now = options.now();
    const row = await endDiscount(db, id, now);
    if (!row) throw notFound(id);
    return ok(operatorDiscountView(row, now, await applicationCount(db, id)));
  });

  routeCall(app, operatorCalls.discountApplications, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { page: 1, count: 50 });
    const row = await discountById(db, b.id);
    if (!row) throw notFound(b.id);
    return ok(await listApplications(db, row, b.page, b.count));
  });

  routeCall(app, operatorCalls.signInSettings, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { site_id: 1 });
    const rewards = b.rewards?.map((r, i) => positiveMinor(r, b.currency, `rewards[${i}]`));
    const row = await saveSignInSetting(
      db,
      { siteId: b.site_id, currency: b.currency, open: b.open, rewards },
      options.now(),
    );
    if (!row) throw badRequest(`rewards: the first setting of ${b.currency} needs its reward table`);
    return ok({
      site_id: row.siteId,
      currency: row.currency,
      open: row.open,
      rewards: row.rewards.map((r) => toMajor(BigInt(r), row.currency)),
    });
  });
}
