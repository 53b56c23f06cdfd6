import { useTheme } from '@emotion/react';
import { mq } from '@site/shared/theme';
import { useTransferBackRest } from '../hooks/use-transfer-back-action';
import { BalanceGetBackButton, TransferBackButton } from './transfer-back-button';

/**
 * The wallet's two ways to bring money home, side by side: only the last game's provider (balance
 * get back), or everything (one-key transfer back). They share one rest, as the platform does.
 */
export function TransferBackActions({ disabled, currency }: { disabled?: boolean; currency: string }) {
  const theme = useTheme();
  const rest = useTransferBackRest();
  return (
    <div
      data-testid="transfer-back-actions"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: theme.space(2),
        maxWidth: '100%',
        [mq.mobile]: { flex: '1 1 100%', justifyContent: 'stretch', '& > button': { flex: '1 1 auto' } },
      }}
    >
      <BalanceGetBackButton rest={rest} disabled={disabled} currency={currency} />
      <TransferBackButton rest={rest} disabled={disabled} />
    </div>
  );
}
