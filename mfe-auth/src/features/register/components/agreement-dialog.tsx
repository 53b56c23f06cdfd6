import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import { Button, ErrorState, Modal, Spinner } from '@site/shared/ui';
import { useServiceAgreement } from '../api/registration';

export type AgreementKind = 'terms' | 'service';

/**
 * The terms/protocol and service-agreement dialogs of SPEC §2, over the sign-up form: the texts of
 * POST /arks/web/register-settings/service-agreement in the page's language (English, then any, when
 * none is in it).
 */
export function AgreementDialog({
  kind,
  siteId,
  onClose,
}: {
  kind: AgreementKind;
  siteId: number;
  onClose: () => void;
}) {
  const theme = useTheme();
  const t = useT('auth');
  const { i18n } = t;
  const query = useServiceAgreement(siteId, true);
  const list = query.data ?? [];
  const inLanguage = list.filter((item) => item.language === i18n.language);
  const english = list.filter((item) => item.language === 'en_US');
  const items = inLanguage.length > 0 ? inLanguage : english.length > 0 ? english : list;
  const title = kind === 'terms' ? t('register.terms_title') : t('register.service_title');

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      width={560}
      data-testid={`agreement-${kind}`}
      footer={
        <Button type="button" onClick={onClose}>
          {t('register.agreement_close')}
        </Button>
      }
    >
      {query.isPending ? (
        <div css={{ display: 'grid', placeItems: 'center', padding: theme.space(8) }}>
          <Spinner label={t('register.loading')} />
        </div>
      ) : query.isError ? (
        <ErrorState compact message={t('register.agreement_error')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('register.agreement_empty')}</p>
      ) : (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
          {items.map((item) => (
            <article key={item.id}>
              {item.title ? (
                <h3 css={{ margin: theme.space(0, 0, 2), fontSize: theme.fontSizes.lg, color: theme.colors.text }}>
                  {item.title}
                </h3>
              ) : null}
              <p
                css={{
                  margin: 0,
                  whiteSpace: 'pre-line',
                  lineHeight: 1.6,
                  fontSize: theme.fontSizes.md,
                  color: theme.colors.text,
                }}
              >
                {item.content}
              </p>
            </article>
          ))}
        </div>
      )}
    </Modal>
  );
}
