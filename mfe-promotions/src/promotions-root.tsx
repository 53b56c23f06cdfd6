import { Route, Routes } from '@site/shared/router';
import type { RemoteProps } from '@site/shared/contracts';
import { DiscountDetailPage } from './features/discounts/components/discount-detail-page';
import { DiscountPage } from './features/discounts/components/discount-page';
import { SignInPage } from './features/sign-in/components/sign-in-page';
import { NotFoundPage } from './pages/not-found-page';

/**
 * The promotions routes under the basename "/discount": the list, the daily check-in
 * (/discount/sign-in) and a promotion's page (/discount/{id}).
 */
export function PromotionsRoot({ siteConfig }: RemoteProps) {
  return (
    <Routes>
      <Route path="/" element={<DiscountPage siteConfig={siteConfig} />} />
      <Route path="/sign-in" element={<SignInPage siteConfig={siteConfig} />} />
      <Route path="/:id" element={<DiscountDetailPage siteConfig={siteConfig} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
