import type { AgentProgramme } from '@site/shared/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '@site/shared/i18n';
import { QueryBody } from '../../../components/panel';
import { useMoney } from '../../../components/money';
import { Article } from './article';
import { TierTable } from './programme-figures';

/** SPEC §2 agent menu "Agreement": the terms an agent accepts, with the programme's figures. */
export function AgreementPage({
  brandName,
  programme,
}: {
  brandName: string;
  programme: UseQueryResult<AgentProgramme>;
}) {
  const t = useT('proxy');
  const clauses = t('agreement.clauses', { returnObjects: true }) as unknown as string[];
  return (
    <Article aria-labelledby="proxy-agreement-title" data-testid="proxy-page-Agreement">
      <h2 id="proxy-agreement-title">{t('agreement.title')}</h2>
      <p className="intro">{t('agreement.intro', { brand: brandName })}</p>
      <ol>{Array.isArray(clauses) ? clauses.map((c) => <li key={c}>{c}</li>) : null}</ol>
      <QueryBody query={programme} height={160}>
        {(p) => <Figures programme={p} />}
      </QueryBody>
    </Article>
  );
}

function Figures({ programme }: { programme: AgentProgramme }) {
  const t = useT('proxy');
  const money = useMoney(programme.currency);
  return (
    <section data-testid="agreement-figures">
      <h3>{t('agreement.figures_title')}</h3>
      <ol start={(t('agreement.clauses', { returnObjects: true }) as unknown as string[]).length + 1}>
        <li>{t('agreement.figure_commission')}</li>
        <li>{t('agreement.figure_active', { amount: money(programme.active_bet_min) })}</li>
        <li>
          {t('agreement.figure_transfer', {
            min: money(programme.transfer_min),
            max: money(programme.transfer_max),
            daily: money(programme.transfer_daily_max),
          })}
        </li>
      </ol>
      <TierTable programme={programme} />
    </section>
  );
}
