import { CaptchaAdornment, CaptchaAlternative, useCaptcha } from '../features/login';
import type { RegisterCaptchaKit, RegisterCaptchaState } from '../features/register';

// The sign-up uses the login's captcha (type 2); features do not import each other, so it is handed
// in here, once, for the register dialog and the register page.
function RegisterCaptchaImage({ formBusy, ...captcha }: RegisterCaptchaState & { formBusy?: boolean }) {
  return <CaptchaAdornment captcha={captcha} formBusy={formBusy} />;
}

export const registerCaptcha: RegisterCaptchaKit = {
  useCaptcha,
  Image: RegisterCaptchaImage,
  Alternative: CaptchaAlternative,
};
