import { Navigate, Route, Routes } from '@site/shared/router';
import type { RemoteProps } from '@site/shared/contracts';
import { LoginPage } from './features/login';
import { RegisterLink, RegisterPage } from './features/register';
import { AuthCallbackRoot } from './dialogs';
import { registerCaptcha } from './dialogs/register-captcha';

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
