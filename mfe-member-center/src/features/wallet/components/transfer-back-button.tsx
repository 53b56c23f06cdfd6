import { useEffect, useState } from 'react';
import { TRANSFER_BACK_CODE_MESSAGE } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button, toast } from '@site/shared/ui';
import { useTransferBackAll } from '../api/transfer-back';

/** SPEC §9: the one-key transfer back waits this long between two presses. */
export const TRANSFER_BACK_COOLDOWN_S = 10;

/**
 * "Bring everything back": one press moves every provider wallet into the main wallet. While it
 * runs the button says so (one_key_waiting); then it rests for ten seconds with a countdown, as
 * the platform refuses a second transfer back sooner (103).
 */
export function TransferBackButton({ disabled }: { disabled?: boolean }) {
  const t = useT('member');
  const tc = useT();
  const back = useTransferBackAll();
  const [rest, setRest] = useState(0);

  useEffect(() => {
    if (rest <= 0) return;
    const timer = setTimeout(() => setRest((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [rest]);

  const press = () => {
    back.mutate(undefined, {
      onSuccess: () => {
        toast.success('one_key_success');
        setRest(TRANSFER_BACK_COOLDOWN_S);
      },
      onError: (err) => {
        toast.failure(err, { codes: TRANSFER_BACK_CODE_MESSAGE, fallback: 'one_key_err_code_105' });
        setRest(TRANSFER_BACK_COOLDOWN_S);
      },
    });
  };

  return (
    <Button
      variant="primary"
      onClick={press}
      loading={back.isPending}
      disabled={disabled || rest > 0}
      aria-describedby={rest > 0 ? 'transfer-back-rest' : undefined}
      // The label and its countdown wrap inside the card on a phone instead of running past it.
      css={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto', minHeight: 40, paddingBlock: 8, flexWrap: 'wrap' }}
    >
      {back.isPending ? tc('one_key_waiting') : t('wallet.transfer_back')}
      {rest > 0 && (
        <span
          id="transfer-back-rest"
          css={{ marginInlineStart: 8, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {t('wallet.transfer_back_rest', { seconds: rest })}
        </span>
      )}
    </Button>
  );
}
