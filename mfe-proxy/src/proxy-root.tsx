import { Route, Routes } from '@site/shared/router';
import type { RemoteProps } from '@site/shared/contracts';
import { NotFoundPage } from './pages/not-found-page';
import { ProxyPage } from './pages/proxy-page';

/** The agent area's routes under its basename "/proxy": one page, chosen by ?page=. */
export function ProxyRoot(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/" element={<ProxyPage {...props} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
