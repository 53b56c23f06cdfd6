import { Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { DiscountPage } from './features/discounts/components/discount-page';
import { NotFoundPage } from './pages/not-found-page';

/** The promotions routes under the basename "/discount": the list, and /discount/:id. */
export function PromotionsRoot(_props: RemoteProps) {
  return (
    <Routes>
      <Route path="/" element={<DiscountPage />} />
      {/* A promotion's page; no promotion exists until the platform's promotion routes land. */}
      <Route path="/:id" element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
