import { useId, type ReactNode } from 'react';
import { useBusValue } from '@site/shared/bus';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { Button, toast, type ButtonVariant } from '@site/shared/ui';
import { useBalanceGetBack, useTransferBackAll } from '../api/transfer-back';
import { useTransferBackAction, type TransferBackRest } from '../hooks/use-transfer-back-action';

export { TRANSFER_BACK_COOLDOWN_S } from '../hooks/use-transfer-back-action';

interface ActionButtonProps {
  variant: ButtonVariant;
  label: ReactNode;
  waiting: ReactNode;
  pending: boolean;
  rest: number;
  disabled?: boolean;
  onPress: () => void;
  testId: string;
}

/**
 * A transfer-back button: while its call runs it says so; while any transfer back runs (this one
 * or the other button's) it cannot be pressed; after one it rests with a countdown.
 */
function ActionButton({ variant, label, waiting, pending, rest, disabled, onPress, testId }: ActionButtonProps) {
  const t = useT('member');
  const restId = useId();
  const anyRunning = useBusValue('wallet:transfer-back')?.running === true;
  return (
    <Button
      variant={variant}
      onClick={onPress}
      loading={pending}
      disabled={disabled || rest > 0 || (anyRunning && !pending)}
      aria-describedby={rest > 0 ? restId : undefined}
      data-testid={testId}
      // The label and its countdown wrap inside the card on a phone instead of running past it.
      css={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto', minHeight: 40, paddingBlock: 8, flexWrap: 'wrap' }}
    >
      {pending ? waiting : label}
      {rest > 0 && (
        <span id={restId} css={{ marginInlineStart: 8, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {t('wallet.transfer_back_rest', { seconds: rest })}
        </span>
      )}
    </Button>
  );
}

export interface TransferBackButtonProps {
  /** The rest shared with the other transfer-back button. */
  rest: TransferBackRest;
  disabled?: boolean;
}

/**
 * "Bring everything back": one press moves every provider wallet into the main wallet
 * (balance/all/back). While it runs the button says so (one_key_waiting).
 */
export function TransferBackButton({ rest, disabled }: TransferBackButtonProps) {
  const t = useT('member');
  const tc = useT();
  const back = useTransferBackAll();
  const press = useTransferBackAction(back, rest, () => toast.success('one_key_success'));
  return (
    <ActionButton
      variant="primary"
      label={t('wallet.transfer_back')}
      waiting={tc('one_key_waiting')}
      pending={back.isPending}
      rest={rest.seconds}
      disabled={disabled}
      onPress={press}
      testId="transfer-back-all"
    />
  );
}

/**
 * "Get back last game's balance" (balance_get_back): brings back only the wallet of the provider
 * of the member's most recent game. Success names the amount that came back.
 */
export function BalanceGetBackButton({ rest, disabled, currency }: TransferBackButtonProps & { currency: string }) {
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const back = useBalanceGetBack();
  const press = useTransferBackAction(back, rest, (data) =>
    typeof data.amount === 'number'
      ? toast.success('member:wallet.get_back_success', { params: { amount: formatMoney(data.amount, currency) } })
      : toast.success('member:wallet.get_back_done'),
  );
  return (
    <ActionButton
      variant="secondary"
      label={t('wallet.get_back')}
      waiting={t('wallet.get_back_waiting')}
      pending={back.isPending}
      rest={rest.seconds}
      disabled={disabled}
      onPress={press}
      testId="balance-get-back"
    />
  );
}
