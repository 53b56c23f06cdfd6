/**
 * Turns Fastify/ajv validation errors into one readable English sentence naming the field
 * (validationMessage, for logs and API users) and the same as a key with the field and parameters
 * (validationDetail, which the apps translate).
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { RequestErrorDetail } from '@site/shared/contracts';

function fieldName(error: FastifySchemaValidationError, context: string | undefined): string {
  const path = (error.instancePath || '')
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (error.keyword === 'required' && missing) return path ? `${path}.${missing}` : missing;
  return path || context || 'body';
}

export function validationMessage(errors: FastifySchemaValidationError[], context?: string): string {
  const error = errors[0];
  if (!error) return `Invalid ${context ?? 'request'}`;
  const field = fieldName(error, context);
  // Ajv's params of the keywords handled below: a limit, a JSON type name, the allowed values.
  const params = error.params as { type?: string; limit?: number; allowedValues?: unknown[] };
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'type':
      return field === context
        ? `The ${context} must be ${params.type === 'object' ? 'a JSON object' : params.type}`
        : `${field} must be ${params.type === 'integer' ? 'an integer' : `a ${params.type}`}`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues ?? []).join(', ')}`;
    case 'minimum':
      return `${field} must be at least ${params.limit}`;
    case 'maximum':
      return `${field} must be at most ${params.limit}`;
    case 'pattern':
      return `${field} has an invalid format`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/** The first error as `{message_key, field, params}` (the keys of REQUEST_ERROR_KEYS). */
export function validationDetail(errors: FastifySchemaValidationError[], context?: string): RequestErrorDetail {
  const error = errors[0];
  if (!error) return { message_key: 'invalid', field: context ?? 'body' };
  const field = fieldName(error, context);
  const params = error.params;
  const limit = typeof params.limit === 'number' ? { limit: params.limit } : undefined;
  switch (error.keyword) {
    case 'required':
      return { message_key: 'required', field };
    case 'type':
      return { message_key: 'invalid_type', field, params: { type: String(params.type) } };
    case 'minLength':
      return params.limit === 1
        ? { message_key: 'not_empty', field }
        : { message_key: 'too_short', field, ...(limit ? { params: limit } : {}) };
    case 'maxLength':
      return { message_key: 'too_long', field, ...(limit ? { params: limit } : {}) };
    case 'enum':
      return { message_key: 'not_allowed', field, params: { allowed: (params.allowedValues as unknown[]).join(', ') } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { message_key: 'too_small', field, ...(limit ? { params: limit } : {}) };
    case 'maximum':
    case 'exclusiveMaximum':
      return { message_key: 'too_large', field, ...(limit ? { params: limit } : {}) };
    case 'pattern':
    case 'format':
      return { message_key: 'invalid_format', field };
    default:
      return { message_key: 'invalid', field };
  }
}
