import { MESSAGE_KEYS } from '@site/shared/constants';

/** The helper checks of SPEC §5 "Other helper checks". Each takes the raw text of an input. */

/** Integer only: optional sign, digits. */
export const isInteger = (value: string): boolean => /^[-+]?\d+$/.test(value.trim());

/** Numeric: an integer or a decimal. */
export const isNumeric = (value: string): boolean => /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(value.trim());

/** An absolute http(s) URL. */
export function isUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

export const isIPv4 = (value: string): boolean => IPV4.test(value.trim());

export function isIPv6(value: string): boolean {
  const v = value.trim().replace(/^\[|\]$/g, '');
  if (!v.includes(':')) return false;
  try {
    return new URL(`http://[${v}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** A host name of RFC 1123 labels (`api.example.com`, `localhost`). */
export function isHostName(value: string): boolean {
  const v = value.trim().replace(/\.$/, '');
  if (v.length === 0 || v.length > 253) return false;
  const labels = v.split('.');
  // An all-numeric last label is a malformed IPv4, not a host.
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return false;
  return labels.every((label) => HOST_LABEL.test(label));
}

/** IP (v4 or v6) or host name. */
export const isIpOrHost = (value: string): boolean => isIPv4(value) || isIPv6(value) || isHostName(value);

/** Letters, digits, underscore and hyphen only (at least one character). */
export const isLettersDigitsUnderscoreHyphen = (value: string): boolean => /^[A-Za-z0-9_-]+$/.test(value);

export interface PromptRule {
  /** The text must match it. */
  pattern?: RegExp;
  /** Returns true when valid, or a message (key) when not. */
  validator?: (value: string) => boolean | string;
  /** Message when the rule fails; default 'Illegal input' (SPEC §5 prompt dialogs). */
  message?: string;
}

/** Checks a prompt dialog's input (SPEC §5): pattern, then custom validator. Null when valid. */
export function validatePrompt(value: string, rule: PromptRule): string | null {
  const message = rule.message ?? MESSAGE_KEYS.illegalInput;
  if (rule.pattern) {
    rule.pattern.lastIndex = 0;
    if (!rule.pattern.test(value)) return message;
  }
  if (rule.validator) {
    const result = rule.validator(value);
    if (result === false) return message;
    if (typeof result === 'string') return result;
  }
  return null;
}
