import type { RemoteProps } from '@site/shared/contracts';
import { AuthCallbackPage } from '../features/auth-callback';
import { BrandHeader } from '../features/login';
import { LoginFlow } from './login-flow';

/** ./App under /authCallback: the popup login page, with every path of the login inside it. */
export function AuthCallbackRoot(props: RemoteProps) {
  return (
    <AuthCallbackPage
      {...props}
      header={<BrandHeader siteConfig={props.siteConfig} />}
      renderLogin={({ onLoggedIn, onLoginFailure }) => (
        <LoginFlow siteConfig={props.siteConfig} onLoggedIn={onLoggedIn} onLoginFailure={onLoginFailure} />
      )}
    />
  );
}
