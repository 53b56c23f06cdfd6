import { useState } from 'react';
import { useTheme } from '@emotion/react';
import type { BankAccountEntry } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import {
  Button,
  EMPTY_WITHDRAW_PASSWORD,
  isEmptyWithdrawPassword,
  isWithdrawPassword,
  Modal,
  toast,
  WithdrawPasswordBoxes,
} from '@site/shared/ui';
import { useIdempotencyKey } from '@site/shared/query';
import { useRemoveBankAccount } from '../api/remove-bank-account';
import { bankAccountFailure } from '../lib/bank-account-failure';

/**
 * The confirm before an account is unbound: which account, what it means, and the withdraw password
 * when the member has one (the platform asks it). Refusals (205 wrong password with the attempts
 * left, 207 locked, 210 a payout still running, ...) are shown inside the dialog.
 */
export function UnbindDialog({
  account,
  needsPassword,
  onClose,
}: {
  account: BankAccountEntry | null;
  needsPassword: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const t = useT('member');
  const remove = useRemoveBankAccount();
  const idempotency = useIdempotencyKey();
  const [password, setPassword] = useState(EMPTY_WITHDRAW_PASSWORD);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  const reset = () => {
    setPassword(EMPTY_WITHDRAW_PASSWORD);
    setPasswordError(undefined);
    setFormError(undefined);
  };
  const close = () => {
    if (remove.isPending) return;
    reset();
    onClose();
  };

  const confirm = () => {
    if (!account) return;
    if (needsPassword && !isWithdrawPassword(password)) {
      setPasswordError(
        isEmptyWithdrawPassword(password) ? t('withdraw_password.required') : t('withdraw_password.invalid'),
      );
      return;
    }
    setFormError(undefined);
    const body = { id: account.id, ...(needsPassword ? { withdraw_password: password } : {}) };
    remove.mutate(
      { body, key: idempotency.keyFor(body) },
      {
        onSuccess: () => {
          idempotency.done();
          toast.success('member:bank.unbound_toast', {
            params: { bank: account.bank_name, number: account.account_number },
          });
          reset();
          onClose();
        },
        onError: (error) => {
          const failure = bankAccountFailure(error, t);
          if (failure.field === 'withdraw_password') {
            setPasswordError(failure.text);
            setPassword(EMPTY_WITHDRAW_PASSWORD);
          } else setFormError(failure.text);
        },
      },
    );
  };

  const errorId = 'unbind-error';
  return (
    <Modal
      open={account !== null}
      onClose={close}
      title={t('bank.unbind_title')}
      data-testid="unbind-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            {t('bank.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={confirm}
            aria-describedby={formError ? errorId : undefined}
            data-testid="unbind-confirm"
          >
            {t('bank.unbind_confirm')}
          </Button>
        </>
      }
    >
      {account ? (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
          <p css={{ margin: 0, color: theme.colors.textMuted }}>
            {t('bank.unbind_text', {
              bank: account.bank_name,
              number: account.account_number,
              name: account.account_name,
            })}
          </p>
          {needsPassword ? (
            <WithdrawPasswordBoxes
              value={password}
              onChange={(v) => {
                setPassword(v);
                setPasswordError(undefined);
              }}
              label={t('withdraw_password.label')}
              error={passwordError}
              disabled={remove.isPending}
              data-testid="unbind-password"
            />
          ) : null}
          {formError ? (
            <p
              id={errorId}
              role="alert"
              data-testid="unbind-error"
              css={{ margin: 0, color: theme.colors.danger, fontSize: theme.fontSizes.sm }}
            >
              {formError}
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
