import type { ComponentType } from 'react';
import type { CaptchaType } from '@site/shared/constants';
import type { CaptchaResponse } from '@site/shared/contracts';

/** One form's captcha as the auth captcha hook keeps it (SPEC §4: no request while one runs or during a wait). */
export interface RegisterCaptchaState {
  captcha: CaptchaResponse | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  waiting: boolean;
  refresh: () => Promise<boolean>;
}

/**
 * The captcha the sign-up form uses: the same hook and picture as the login, handed in by the app
 * layer, because a feature folder imports no other feature.
 */
export interface RegisterCaptchaKit {
  useCaptcha: (options: { type: CaptchaType; siteId: number }) => RegisterCaptchaState;
  Image: ComponentType<RegisterCaptchaState & { formBusy?: boolean }>;
  /** The way to answer without reading the picture; it puts its answer in the field. */
  Alternative?: ComponentType<{ captcha: RegisterCaptchaState; onSolved: (answer: string) => void }>;
}
