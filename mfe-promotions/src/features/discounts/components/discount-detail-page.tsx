import styled from '@emotion/styled';
import { useNavigate, useParams } from '@site/shared/router';
import type { SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Button, ErrorState } from '@site/shared/ui';
import { ChevronLeftIcon } from '../../../components/icons';
import { usePromotionsSession } from '../../../hooks/use-promotions-session';
import { NotFoundPage } from '../../../pages/not-found-page';
import { goneReason, useDiscountDetail } from '../api/get-discount-detail';
import { DiscountDetailSkeleton, DiscountDetailView, DiscountGone } from './discount-detail';
import { BackLink, Page } from '../../../components/page';

// Twice the class: above the page's own h1 rule, for a title that may be long.
const Title = styled.h1(({ theme }) => ({
  '&&': { fontSize: theme.fontSizes.xxl + 4, lineHeight: 1.25 },
  [mq.mobile]: { '&&': { fontSize: theme.fontSizes.xl + 2 } },
}));

/** /discount/{id} (SPEC §2): one promotion, or why it cannot be shown (unknown, ended). */
export function DiscountDetailPage({ siteConfig }: { siteConfig: SiteConfig }) {
  const { id: raw = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const t = useT('promotions');
  const navigate = useNavigate();
  const session = usePromotionsSession(siteConfig);
  const detail = useDiscountDetail(siteConfig, session, id);
  if (!id) return <NotFoundPage />;

  const backLink = (
    <BackLink to="/">
      <ChevronLeftIcon />
      {t('discount.back')}
    </BackLink>
  );
  let body;
  if (detail.data) {
    body = (
      <>
        <Title>{detail.data.title}</Title>
        <DiscountDetailView discount={detail.data} session={session} variant="page" />
      </>
    );
  } else if (detail.isError) {
    const reason = goneReason(detail.error);
    body = reason ? (
      <DiscountGone
        reason={reason}
        action={
          <Button variant="secondary" onClick={() => void navigate('/')}>
            {t('not_found.back')}
          </Button>
        }
      />
    ) : (
      <ErrorState message={t('discount.load_failed')} onRetry={() => void detail.refetch()} />
    );
  } else {
    body = <DiscountDetailSkeleton />;
  }
  return (
    <Page data-testid="discount-detail-page">
      {backLink}
      {body}
    </Page>
  );
}
