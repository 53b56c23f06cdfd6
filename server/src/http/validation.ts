/** Turns Fastify/ajv validation errors into one readable English sentence naming the field. */
import type { FastifySchemaValidationError } from 'fastify';

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
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'type':
      return field === context ? `The ${context} must be ${params.type === 'object' ? 'a JSON object' : params.type}` : `${field} must be ${params.type === 'integer' ? 'an integer' : `a ${params.type}`}`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
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
