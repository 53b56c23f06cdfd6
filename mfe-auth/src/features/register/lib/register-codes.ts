import { ApiError } from '@site/shared/api';
import { REGISTER_CODE_FIELD, REGISTER_CONTACT_CODE, type RegisterFailureEnvelope } from '@site/shared/contracts';

/** SPEC §8 register codes whose text is the server's message: 215 (phone error) and 301–308 (contacts). */
const SERVER_MESSAGE_CODES: ReadonlySet<string> = new Set(['215', ...Object.values(REGISTER_CONTACT_CODE)]);

/** The `auth` text of a register code. */
export const registerCodeKey = (code: string) => `auth:register.codes.${code}`;

/** What a register code shows: its key, or for 215 and 301–308 the server's message (the key when it sent none). */
export function registerCodeMessage(code: string, serverMessage: string): string {
  if (SERVER_MESSAGE_CODES.has(code) && serverMessage.trim()) return serverMessage;
  return registerCodeKey(code);
}

/** The form field a server field is shown under: the captcha answer and the SMS code go by other names there. */
export function formFieldOf(field: string): string {
  if (field === 'member_captcha') return 'answer';
  if (field === 'verify_code') return 'phone_verify';
  return field;
}

/** The envelope of a failure status (HTTP 400 answers data {field, key}), which the client keeps as the error's cause. */
function failureBodyOf(error: ApiError): Partial<RegisterFailureEnvelope> | null {
  const body = (error.cause as { data?: unknown } | undefined)?.data;
  return body && typeof body === 'object' ? body : null;
}

/** The rule an HTTP 400 names (data.field and data.key, SPEC §5), as a form field and its key. */
function ruleOf(error: ApiError): { field: string; message: string } | null {
  const data = failureBodyOf(error)?.data;
  if (!data || typeof data.field !== 'string' || typeof data.key !== 'string' || !data.key) return null;
  return { field: formFieldOf(data.field), message: data.key };
}

/** What a failed registration shows: a message under a field, a toast, or both. */
export interface RegisterOutcome {
  code?: string;
  field?: { name: string; message: string };
  toast?: string;
}

/**
 * SPEC §8 register failures: a listed code on its field (the field of the code table), or as a
 * toast when it is a page-level code (218, 996, 997) or its field is not on the form; another code
 * the server's message or 'error'. A failure status shows 'Register Error' (and the rule a 400
 * names under its field); no answer at all the network keys.
 */
export function registerFailureOutcome(error: unknown, isShown: (field: string) => boolean): RegisterOutcome {
  if (!(error instanceof ApiError)) return { toast: 'error' };
  if (error.aborted) return {};
  if (error.type === 'business') {
    const code = error.code;
    const field = REGISTER_CODE_FIELD[code];
    if (!field) return { code, toast: error.message || 'error' };
    const message = registerCodeMessage(code, error.message);
    if (field === 'toast') return { code, toast: message };
    const name = formFieldOf(field);
    return isShown(name) ? { code, field: { name, message } } : { code, toast: message };
  }
  if (error.status > 0) {
    const rule = ruleOf(error);
    return {
      toast: 'auth:register.register_error',
      ...(rule && isShown(rule.field) ? { field: { name: rule.field, message: rule.message } } : {}),
    };
  }
  return { toast: error.messageKey ?? 'error' };
}

/**
 * What the field-level check (POST /register/verification) shows under the field: the register
 * code's text, or the rule an HTTP 400 names; null when it passed or could not say (the server
 * checks again on submit).
 */
export function verificationMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.aborted) return null;
  if (error.type === 'business')
    return REGISTER_CODE_FIELD[error.code] ? registerCodeMessage(error.code, error.message) : error.message || null;
  return error.status === 400 ? (ruleOf(error)?.message ?? null) : null;
}
