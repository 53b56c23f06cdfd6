/**
 * SPEC §9: what the server says to people goes out as keys the apps translate. Unit checks of the
 * payment failure reasons (what is stored, what is answered, rows written before the keys) and of
 * the validation errors as {message_key, field, params}; the routes are covered in payments.test.ts,
 * auth.test.ts and login-flows.test.ts.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { PAYMENT_FAILURE_REASONS, REQUEST_ERROR_KEYS } from '@site/shared/contracts';
import { paymentFailureOf, storedFailureReason } from '../../../src/modules/payments/failure-reasons';
import { validationDetail, validationMessage } from '../../../src/http/validation';

describe('SPEC §9 payment failure reasons are keys', () => {
  it('stores a key the provider sends as it is; nothing (or "other" alone) is declined', () => {
    for (const key of PAYMENT_FAILURE_REASONS.filter((k) => k !== 'other')) expect(storedFailureReason(key)).toBe(key);
    expect(storedFailureReason(undefined)).toBe('declined');
    expect(storedFailureReason('  ')).toBe('declined');
    expect(storedFailureReason('other')).toBe('declined');
  });

  it('stores the English sentences of an older provider as their keys, and other words as they came (at most 200 characters)', () => {
    expect(storedFailureReason('account rejected by the beneficiary bank')).toBe('account_invalid');
    expect(storedFailureReason('Declined by the payer')).toBe('payer_declined');
    expect(storedFailureReason('refused by the merchant (203: The order is already final with another result)')).toBe(
      'merchant_refused',
    );
    expect(storedFailureReason('Issuer timeout #77')).toBe('Issuer timeout #77');
    expect(storedFailureReason('x'.repeat(300))).toHaveLength(200);
  });

  it('answers a stored reason as {key, params}: a key as it is, an old sentence as its key, other words only as the parameter of other', () => {
    expect(paymentFailureOf(null)).toBeNull();
    expect(paymentFailureOf('')).toBeNull();
    expect(paymentFailureOf('account_invalid')).toEqual({ key: 'account_invalid', params: {} });
    expect(paymentFailureOf('cancelled by the member')).toEqual({ key: 'member_cancelled', params: {} });
    expect(paymentFailureOf('expired: not paid in time')).toEqual({ key: 'expired', params: {} });
    expect(paymentFailureOf('declined by the payment provider')).toEqual({ key: 'declined', params: {} });
    expect(paymentFailureOf('Issuer timeout #77')).toEqual({ key: 'other', params: { reason: 'Issuer timeout #77' } });
  });
});

describe('SPEC §9 request validation errors are keys with the field and parameters', () => {
  const error = (
    keyword: string,
    instancePath: string,
    params: Record<string, unknown>,
  ): FastifySchemaValidationError => ({
    keyword,
    instancePath,
    schemaPath: '',
    params,
    message: 'is wrong',
  });

  it('maps each ajv keyword to a REQUEST_ERROR_KEYS key, the English message unchanged', () => {
    const cases: Array<[FastifySchemaValidationError, string, object]> = [
      [
        error('required', '', { missingProperty: 'start_date' }),
        'start_date is required',
        { message_key: 'required', field: 'start_date' },
      ],
      [
        error('type', '/site_id', { type: 'integer' }),
        'site_id must be an integer',
        { message_key: 'invalid_type', field: 'site_id', params: { type: 'integer' } },
      ],
      [
        error('minLength', '/account', { limit: 1 }),
        'account must not be empty',
        { message_key: 'not_empty', field: 'account' },
      ],
      [
        error('minLength', '/account_name', { limit: 2 }),
        'account_name must be at least 2 characters',
        { message_key: 'too_short', field: 'account_name', params: { limit: 2 } },
      ],
      [
        error('maxLength', '/answer', { limit: 16 }),
        'answer must be at most 16 characters',
        { message_key: 'too_long', field: 'answer', params: { limit: 16 } },
      ],
      [
        error('enum', '/type', { allowedValues: [0, 1, 2] }),
        'type must be one of 0, 1, 2',
        { message_key: 'not_allowed', field: 'type', params: { allowed: '0, 1, 2' } },
      ],
      [
        error('minimum', '/page', { limit: 1 }),
        'page must be at least 1',
        { message_key: 'too_small', field: 'page', params: { limit: 1 } },
      ],
      [
        error('maximum', '/count', { limit: 100 }),
        'count must be at most 100',
        { message_key: 'too_large', field: 'count', params: { limit: 100 } },
      ],
      [
        error('pattern', '/end_date', { pattern: '^x$' }),
        'end_date has an invalid format',
        { message_key: 'invalid_format', field: 'end_date' },
      ],
      [error('uniqueItems', '/ids', {}), 'ids is wrong', { message_key: 'invalid', field: 'ids' }],
    ];
    for (const [e, message, detail] of cases) {
      expect(validationMessage([e], 'body')).toBe(message);
      expect(validationDetail([e], 'body')).toEqual(detail);
      expect(REQUEST_ERROR_KEYS).toContain(validationDetail([e], 'body').message_key);
    }
    expect(validationDetail([error('required', '/items/0', { missingProperty: 'id' })], 'body')).toEqual({
      message_key: 'required',
      field: 'items[0].id',
    });
    expect(validationDetail([], 'body')).toEqual({ message_key: 'invalid', field: 'body' });
  });
});
