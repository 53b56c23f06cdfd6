import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/** One failed rule: the field (top-level name or yup path) and the message, an i18n key. */
export interface FieldError {
  path: string;
  message: string;
}

type AnyObjectSchema = ObjectSchema<AnyObject>;

function collect(schema: AnyObjectSchema, values: unknown, context?: AnyObject): ValidationError[] {
  try {
    schema.validateSync(values ?? {}, { abortEarly: false, context });
    return [];
  } catch (error) {
    // By name, not instanceof: a remote's schema is built with the remote's own copy of yup, while
    // this module may be another app's copy (a federation singleton), so the classes differ.
    if (!ValidationError.isError(error)) throw error;
    return error.inner.length > 0 ? error.inner : [error];
  }
}

const topField = (path: string | undefined): string => (path ?? '').split(/[.[]/)[0] ?? '';

/**
 * The first failing rule, in the order the schema declares its fields (SPEC §5 "first failing rule
 * shown"): yup itself does not promise an order across fields. Null when everything passes.
 */
export function firstError(schema: AnyObjectSchema, values: unknown, context?: AnyObject): FieldError | null {
  const errors = collect(schema, values, context);
  if (errors.length === 0) return null;
  const order = Object.keys(schema.fields);
  const rank = (e: ValidationError) => {
    const i = order.indexOf(topField(e.path));
    return i < 0 ? order.length : i;
  };
  const first = [...errors].sort((a, b) => rank(a) - rank(b))[0];
  return first ? { path: first.path ?? '', message: first.message } : null;
}

/** The first message of each failing field, for forms that show every field's error at once. */
export function fieldErrors(schema: AnyObjectSchema, values: unknown, context?: AnyObject): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of collect(schema, values, context)) {
    const key = e.path ?? '';
    if (!(key in out)) out[key] = e.message;
  }
  return out;
}
