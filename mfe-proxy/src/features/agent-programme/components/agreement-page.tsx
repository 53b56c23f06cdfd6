import { useT } from '@site/shared/i18n';
import { Article } from './article';

/** SPEC §2 agent menu "Agreement": the terms an agent accepts. */
export function AgreementPage({ brandName }: { brandName: string }) {
  const t = useT('proxy');
  const clauses = t('agreement.clauses', { returnObjects: true }) as unknown as string[];
  return (
    <Article aria-labelledby="proxy-agreement-title" data-testid="proxy-page-Agreement">
      <h2 id="proxy-agreement-title">{t('agreement.title')}</h2>
      <p className="intro">{t('agreement.intro', { brand: brandName })}</p>
      <ol>{Array.isArray(clauses) ? clauses.map((c) => <li key={c}>{c}</li>) : null}</ol>
    </Article>
  );
}
