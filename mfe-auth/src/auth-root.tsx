import { Navigate, Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { LoginPage } from './features/login';

/**
 * The auth pages under the basename the shell gives ./App. For now only the login page at the
 * root; the register page (SPEC §2 /register) is a later issue.
 */
export function AuthRoot(props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<LoginPage {...props} />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
