import { Navigate, Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { CaptchaAdornment, LoginPage, useCaptcha } from './features/login';
import { RegisterLink, RegisterPage, type RegisterCaptchaKit, type RegisterCaptchaState } from './features/register';
import { AuthCallbackRoot } from './dialogs';

// The sign-up uses the login's captcha (type 2); features do not import each other, so it is handed in here.
function RegisterCaptchaImage({ formBusy, ...captcha }: RegisterCaptchaState & { formBusy?: boolean }) {
  return <CaptchaAdornment captcha={captcha} formBusy={formBusy} />;
}
const registerCaptcha: RegisterCaptchaKit = { useCaptcha, Image: RegisterCaptchaImage };

/**
 * The auth pages under the basename the shell gives ./App: the login page at the root; any other
 * path goes back to it. Under '/register' it is the sign-up page instead.
 */
export function AuthRoot(props: RemoteProps) {
  // The popup login (SPEC §2 /authCallback): one page whatever the path under it.
  if (props.basename === '/authCallback') return <AuthCallbackRoot {...props} />;
  // The sign-up page (SPEC §2 /register).
  if (props.basename === '/register') return <RegisterPage {...props} captcha={registerCaptcha} />;
  return (
    <Routes>
      <Route
        index
        element={<LoginPage {...props} footer={props.siteConfig.features.register ? <RegisterLink /> : undefined} />}
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
