import type { AgentProgramme } from '@site/shared/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '@site/shared/i18n';
import { Article } from './article';
import { ProgrammeFigures } from './programme-figures';

interface PlanSection {
  heading: string;
  body: string;
}

/** SPEC §2 agent menu "Plan": the brand's agent programme, with its tiers and limits. */
export function PlanPage({ brandName, programme }: { brandName: string; programme: UseQueryResult<AgentProgramme> }) {
  const t = useT('proxy');
  const sections = t('plan.sections', { returnObjects: true }) as unknown as PlanSection[];
  return (
    <Article aria-labelledby="proxy-plan-title" data-testid="proxy-page-Plan">
      <h2 id="proxy-plan-title">{t('plan.title')}</h2>
      <p className="intro">{t('plan.intro', { brand: brandName })}</p>
      <ProgrammeFigures query={programme} />
      {Array.isArray(sections)
        ? sections.map((s) => (
            <section key={s.heading}>
              <h3>{s.heading}</h3>
              <p>{s.body}</p>
            </section>
          ))
        : null}
    </Article>
  );
}
