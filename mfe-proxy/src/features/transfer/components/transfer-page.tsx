import { useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useSearchParams } from '@site/shared/router';
import type { AgentTransferRequest, AgentTransfersResponse } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { formatDateTime } from '@site/shared/time';
import {
  Button,
  Modal,
  TextField,
  toast,
  WithdrawPasswordBoxes,
  Pager,
  RecordList,
  type RecordColumn,
} from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { AGENT_PAGE_SIZE, useProgramme, useTransfer, useTransfers } from '../../../api/agent-api';
import { Money, useMoney } from '../../../components/money';
import { AgentPage, Panel, QueryBody, StatGrid } from '../../../components/panel';
import { RangeFilter } from '../../../components/range-filter';
import { agentFailureText, transferCodes } from '../../../lib/agent-failure';
import { parseAmount } from '../../../lib/amount';
import { lastDays, type DateRange } from '../../../lib/dates';
import { useIdempotencyKey } from '@site/shared/query';
import { useAgentContext } from '../../../lib/use-agent-context';
import { emptyTransferValues, transferSchema, type TransferValues } from '../lib/transfer-schema';
import { MemberPicker, type PickedMember } from './member-picker';

type Transfer = AgentTransfersResponse['list'][number];

/** Which field a refusal code is about (the rest are shown above the button). */
const CODE_FIELD: Record<string, keyof TransferValues> = {
  '102': 'member_id',
  '103': 'member_id',
  '105': 'withdraw_password',
  '107': 'amount',
  '108': 'amount',
  '109': 'amount',
  '110': 'amount',
};

/**
 * ProxyCenter "Transfer": money from the agent's main wallet to a downline member's, with the
 * programme's limits, a confirm step and the withdraw password; then the history of transfers.
 */
export function TransferPage() {
  const t = useT('proxy');
  const { currency, siteId, balance } = useAgentContext();
  const money = useMoney(currency);
  const programme = useProgramme(currency, siteId);
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const [page, setPage] = useState(1);
  const history = useTransfers({ ...range, page, count: AGENT_PAGE_SIZE });
  const today = useTransfers({ page: 1, count: 1 });

  return (
    <AgentPage
      id="transfer-title"
      title={t('menu.Transfer')}
      intro={t('transfer.intro')}
      data-testid="proxy-page-Transfer"
    >
      <StatGrid
        label={t('transfer.summary')}
        data-testid="transfer-summary"
        stats={[
          { id: 'balance', label: t('transfer.balance'), value: balance === null ? '—' : money(balance) },
          { id: 'today', label: t('transfer.today_total'), value: today.data ? money(today.data.today_total) : '—' },
          { id: 'left', label: t('transfer.daily_left'), value: today.data ? money(today.data.daily_left) : '—' },
          {
            id: 'limits',
            label: t('transfer.limits'),
            value: programme.data
              ? `${money(programme.data.transfer_min)} – ${money(programme.data.transfer_max)}`
              : '—',
          },
        ]}
      />
      <Panel title={t('transfer.form_title')} titleId="transfer-form-title">
        <QueryBody query={programme} height={320}>
          {(p) => (
            <TransferForm
              currency={currency}
              limits={{ min: p.transfer_min, max: p.transfer_max, dailyLeft: today.data?.daily_left ?? null, balance }}
              dailyMax={p.transfer_daily_max}
            />
          )}
        </QueryBody>
      </Panel>
      <Panel title={t('transfer.history_title')} titleId="transfer-history">
        <RangeFilter
          range={range}
          onApply={(r) => {
            setRange(r);
            setPage(1);
          }}
          busy={history.isFetching}
        />
        <div css={{ height: 16 }} />
        <History query={history} page={page} setPage={setPage} />
      </Panel>
    </AgentPage>
  );
}

function History({
  query,
  page,
  setPage,
}: {
  query: ReturnType<typeof useTransfers>;
  page: number;
  setPage: (p: number) => void;
}) {
  const t = useT('proxy');
  const theme = useTheme();
  const { layout, currency } = useAgentContext();
  const money = useMoney(currency);
  const columns = useMemo<RecordColumn<Transfer>[]>(
    () => [
      {
        id: 'time',
        header: t('transfer.col.time'),
        cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>,
      },
      { id: 'member', header: t('transfer.col.member'), card: 'title', cell: (r) => r.member_account },
      {
        id: 'amount',
        header: t('transfer.col.amount'),
        align: 'right',
        card: 'amount',
        cell: (r) => <Money value={r.amount} currency={currency} />,
      },
      { id: 'memo', header: t('transfer.col.memo'), cell: (r) => r.memo || '—' },
    ],
    [t, currency],
  );
  return (
    <QueryBody
      query={query}
      isEmpty={(d) => d.list.length === 0}
      empty={{ title: t('transfer.empty_title'), text: t('transfer.empty_text') }}
      data-testid="transfer-history"
    >
      {(d) => (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
          <p css={{ margin: 0, color: theme.colors.textMuted }} data-testid="transfer-history-total">
            {t('transfer.history_total', { count: d.total, amount: money(d.total_amount) })}
          </p>
          <RecordList
            layout={layout}
            columns={columns}
            rows={d.list}
            rowKey={(r) => r.id}
            label={t('transfer.history_title')}
            data-testid="transfer-list"
          />
          <Pager
            page={page}
            pageCount={Math.ceil(d.total / AGENT_PAGE_SIZE)}
            onChange={setPage}
            label={t('pages')}
            data-testid="transfer-pager"
          />
        </div>
      )}
    </QueryBody>
  );
}

interface Meta {
  error?: unknown;
  submitError?: unknown;
  touched?: boolean;
  submitFailed?: boolean;
  dirtySinceLastSubmit?: boolean;
}

function TransferForm({
  currency,
  limits,
  dailyMax,
}: {
  currency: string;
  limits: { min: number; max: number; dailyLeft: number | null; balance: number | null };
  dailyMax: number;
}) {
  const theme = useTheme();
  const t = useT('proxy');
  const money = useMoney(currency);
  const [params] = useSearchParams();
  const transfer = useTransfer();
  const idempotency = useIdempotencyKey();
  const prefill = useMemo<PickedMember | null>(() => {
    const id = Number(params.get('member_id'));
    const account = params.get('account') ?? '';
    return Number.isInteger(id) && id > 0 ? { id, account: account || `#${id}` } : null;
  }, [params]);
  const [member, setMember] = useState<PickedMember | null>(prefill);
  const [confirming, setConfirming] = useState<TransferValues | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const texts = {
    min: money(limits.min),
    max: money(limits.max),
    left: money(limits.dailyLeft ?? dailyMax),
    balance: money(limits.balance ?? 0),
  };

  const errorOf = (meta: Meta): string | undefined => {
    if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return t(meta.error, texts);
    if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
    return undefined;
  };

  const send = async (values: TransferValues, form: FormApi<TransferValues>) => {
    const body: AgentTransferRequest = {
      member_id: Number(values.member_id),
      amount: parseAmount(values.amount, currency) ?? 0,
      withdraw_password: values.withdraw_password,
      ...(values.memo.trim() ? { memo: values.memo.trim() } : {}),
    };
    try {
      const answer = await transfer.mutateAsync({ body, key: idempotency.keyFor(body) });
      idempotency.done();
      const text = t('transfer.done', { amount: money(answer.amount), account: answer.member_account });
      setDone(text);
      toast.success(text);
      setMember(null);
      setTimeout(() => form.restart(emptyTransferValues()));
      return undefined;
    } catch (error) {
      const text = agentFailureText(error, transferCodes, t, { money, params: texts });
      const code = (error as { code?: string }).code;
      const field = code ? CODE_FIELD[code] : undefined;
      return field ? { [field]: text } : { [FORM_ERROR]: text };
    }
  };

  return (
    <Form<TransferValues>
      onSubmit={(values, form) => {
        // The first submit opens the confirm step; the confirm button submits again.
        if (!confirming) {
          setDone(null);
          setConfirming(values);
          return undefined;
        }
        setConfirming(null);
        return send(values, form);
      }}
      initialValues={emptyTransferValues(prefill ? String(prefill.id) : '')}
      validate={(values) => fieldErrors(transferSchema(currency, limits), values)}
      subscription={{ submitting: true, submitError: true }}
    >
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
          aria-label={t('transfer.form_title')}
          data-testid="transfer-form"
          css={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
            gap: theme.space(5),
            [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
          }}
        >
          <Field<string> name="member_id">
            {({ input, meta }) => (
              <MemberPicker
                value={member}
                disabled={submitting}
                error={errorOf(meta)}
                onChange={(m) => {
                  setMember(m);
                  input.onChange(m ? String(m.id) : '');
                }}
              />
            )}
          </Field>
          <Field<string> name="amount">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={t('transfer.amount', { currency })}
                inputMode="decimal"
                autoComplete="off"
                disabled={submitting}
                error={errorOf(meta)}
                hint={t('transfer.amount_hint', texts)}
              />
            )}
          </Field>
          <Field<string> name="withdraw_password">
            {({ input, meta }) => (
              <WithdrawPasswordBoxes
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                label={t('transfer.password')}
                error={errorOf(meta)}
                disabled={submitting}
              />
            )}
          </Field>
          <Field<string> name="memo">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={t('transfer.memo')}
                maxLength={100}
                disabled={submitting}
                error={errorOf(meta)}
                hint={t('transfer.memo_hint')}
              />
            )}
          </Field>
          <div css={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
            {submitError ? (
              <p
                role="alert"
                data-testid="transfer-error"
                css={{
                  margin: 0,
                  padding: theme.space(3, 4),
                  borderRadius: theme.radii.md,
                  border: `1px solid ${theme.colors.danger}`,
                  color: theme.colors.danger,
                }}
              >
                {String(submitError)}
              </p>
            ) : null}
            {done ? (
              <p
                role="status"
                data-testid="transfer-done"
                css={{
                  margin: 0,
                  padding: theme.space(3, 4),
                  borderRadius: theme.radii.md,
                  border: `1px solid ${theme.colors.success}`,
                  color: theme.colors.success,
                }}
              >
                {done}
              </p>
            ) : null}
            <div>
              <Button
                type="submit"
                size="lg"
                loading={submitting}
                data-testid="transfer-submit"
                css={{ [mq.mobile]: { width: '100%' } }}
              >
                {t('transfer.submit')}
              </Button>
            </div>
          </div>
          <Modal
            open={confirming !== null}
            onClose={() => setConfirming(null)}
            title={t('transfer.confirm_title')}
            data-testid="transfer-confirm"
            footer={
              <div css={{ display: 'flex', justifyContent: 'flex-end', gap: theme.space(2) }}>
                <Button variant="secondary" onClick={() => setConfirming(null)}>
                  {t('cancel')}
                </Button>
                <Button onClick={() => void form.submit()} data-testid="transfer-confirm-button">
                  {t('transfer.confirm')}
                </Button>
              </div>
            }
          >
            {confirming ? (
              <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space(2, 4), margin: 0 }}>
                <dt css={{ color: theme.colors.textMuted }}>{t('transfer.member')}</dt>
                <dd css={{ margin: 0, fontWeight: theme.fontWeights.bold }}>{member?.account}</dd>
                <dt css={{ color: theme.colors.textMuted }}>{t('transfer.col.amount')}</dt>
                <dd css={{ margin: 0, fontWeight: theme.fontWeights.black, color: theme.colors.primary }}>
                  {money(parseAmount(confirming.amount, currency) ?? 0)}
                </dd>
                {confirming.memo ? (
                  <>
                    <dt css={{ color: theme.colors.textMuted }}>{t('transfer.memo')}</dt>
                    <dd css={{ margin: 0 }}>{confirming.memo}</dd>
                  </>
                ) : null}
              </dl>
            ) : null}
          </Modal>
        </form>
      )}
    </Form>
  );
}
