import type { AgentFigures } from '@site/shared/contracts';
import { Money } from '../../../components/money';
import { type RecordColumn } from '@site/shared/ui';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The figure columns both reports show, after their own first column. */
export function figureColumns<T extends AgentFigures>(t: Translate, currency: string): RecordColumn<T>[] {
  const money =
    (key: keyof AgentFigures, signed = false) =>
    (row: T) => <Money value={row[key]} currency={currency} signed={signed} />;
  return [
    { id: 'new', header: t('report.col.new_members'), align: 'right', cell: (r) => r.new_members },
    { id: 'active', header: t('report.col.active_members'), align: 'right', cell: (r) => r.active_members },
    {
      id: 'deposits',
      header: t('report.col.deposits'),
      align: 'right',
      cell: (r) => (
        <>
          {money('deposits')(r)} <small css={{ opacity: 0.6 }}>({r.deposit_count})</small>
        </>
      ),
    },
    {
      id: 'withdrawals',
      header: t('report.col.withdrawals'),
      align: 'right',
      cell: (r) => (
        <>
          {money('withdrawals')(r)} <small css={{ opacity: 0.6 }}>({r.withdrawal_count})</small>
        </>
      ),
    },
    { id: 'bets', header: t('report.col.bets'), align: 'right', cell: money('bets') },
    { id: 'wins', header: t('report.col.wins'), align: 'right', cell: money('wins') },
    { id: 'bonuses', header: t('report.col.bonuses'), align: 'right', cell: money('bonuses') },
    { id: 'net', header: t('report.col.net_result'), align: 'right', card: 'amount', cell: money('net_result', true) },
  ];
}
