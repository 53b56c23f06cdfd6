import { useT } from '@site/shared/i18n';
import { Article } from './article';

interface PlanSection {
  heading: string;
  body: string;
}

/** SPEC §2 agent menu "Plan": what the agent programme is and how commission works. */
export function PlanPage({ brandName }: { brandName: string }) {
  const t = useT('proxy');
  const sections = t('plan.sections', { returnObjects: true }) as unknown as PlanSection[];
  return (
    <Article aria-labelledby="proxy-plan-title" data-testid="proxy-page-Plan">
      <h2 id="proxy-plan-title">{t('plan.title')}</h2>
      <p className="intro">{t('plan.intro', { brand: brandName })}</p>
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
