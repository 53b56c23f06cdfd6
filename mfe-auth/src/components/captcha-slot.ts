import type { ReactNode } from 'react';

/**
 * The login's captcha as a view that follows the login uses it. The dialog hands the same captcha
 * from view to view, so its rules (one request at a time, the wait after code 101) hold across them.
 */
export interface CaptchaSlot {
  /** The token of the captcha on screen ('' before one has loaded). */
  token: string;
  /** The answer field's hint from the captcha call, if any. */
  placeholder?: string;
  /** Asks for a new captcha: as the view opens, and after each try (a token is good for one). */
  refresh: () => unknown;
  /** The picture and its alternatives, shown inside the answer field; `busy` while a try runs. */
  adornment: (busy: boolean) => ReactNode;
  /** The way to answer without reading the picture, under the field; it hands its answer over. */
  alternative?: (onSolved: (answer: string) => void) => ReactNode;
}
