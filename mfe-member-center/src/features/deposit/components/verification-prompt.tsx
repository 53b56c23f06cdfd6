import { useT } from '@site/shared/i18n';
import { LinkButton } from '../../../components/link-button';
import { Notice } from '../../../components/notice';

/**
 * SPEC §2, §5: a member who must verify a bank account (layout need_bank_account_deposit_verified 1)
 * is told why and sent to /user/BindAccount. With an account already bound, the deposit form below
 * takes a bank transfer from it, which verifies it.
 */
export function VerificationPrompt({ hasAccounts }: { hasAccounts: boolean }) {
  const t = useT('member');
  return (
    <Notice
      tone="warning"
      role="region"
      title={t('deposit.verify.title')}
      data-testid="bank-verification-prompt"
      actions={
        <LinkButton
          to="/BindAccount"
          variant={hasAccounts ? 'secondary' : 'primary'}
          data-testid="bank-verification-bind"
        >
          {hasAccounts ? t('deposit.verify.manage') : t('deposit.verify.bind')}
        </LinkButton>
      }
    >
      <p css={{ margin: 0 }}>{t('deposit.verify.text')}</p>
      <p css={{ margin: '8px 0 0' }}>
        {hasAccounts ? t('deposit.verify.with_accounts') : t('deposit.verify.no_accounts')}
      </p>
    </Notice>
  );
}
