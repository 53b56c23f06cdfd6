import { useT } from '@site/shared/i18n';
import { formatCount } from '@site/shared/money';
import type { CatalogueStats } from '../hooks/use-home-catalogue';

/** The loaded catalogue's counts (types, providers, games) as a list, in the page language's digits. */
export function CatalogueStatList({ stats, className = 'stats' }: { stats: CatalogueStats; className?: string }) {
  const t = useT('lobby');
  const format = (n: number) => formatCount(n, t.i18n.language);
  return (
    <ul className={className}>
      <li>
        <strong>{format(stats.types)}</strong>
        <span>{t('hero.stat_types')}</span>
      </li>
      <li>
        <strong>{format(stats.providers)}</strong>
        <span>{t('hero.stat_providers')}</span>
      </li>
      <li>
        <strong>{format(stats.games)}</strong>
        <span>{t('hero.stat_games')}</span>
      </li>
    </ul>
  );
}
