/** The two response envelopes of SPEC §3; the API client normalises both to ApiResult. */
export interface CodeEnvelope<T = unknown> {
  code: string | number;
  message: string;
  data: T;
  text?: string;
}
export interface HeaderEnvelope<T = unknown> {
  header: { status: string | number; desc: string };
  body: T;
}
export type ApiEnvelope<T = unknown> = CodeEnvelope<T> | HeaderEnvelope<T>;

/** What every call resolves to once normalised. `ok` is true for the codes 100 and 1000. */
export interface ApiResult<T = unknown> {
  code: string;
  message: string;
  data: T;
  ok: boolean;
  /** The `text` field of the code envelope when present (e.g. /clientCaptcha returns text and data). */
  text?: string;
}
