import { Navigate, Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { LoginPage } from './features/login';

/**
 * The auth pages under the basename the shell gives ./App: the login page at the root; any other
 * path goes back to it (this remote has no register page).
 */
export function AuthRoot(props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<LoginPage {...props} />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
