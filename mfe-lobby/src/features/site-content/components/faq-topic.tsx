import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { AppLink } from '../../../components/app-link';
import { RichText } from '../../../components/rich-text';
import type { FooterEntry } from '../lib/content-entries';

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  '.head': { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space(3) },
  h2: { margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.text },
  '.count': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, whiteSpace: 'nowrap' },
  '.more': {
    color: theme.colors.primaryHover,
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.bold,
    whiteSpace: 'nowrap',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  details: {
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
    overflow: 'hidden',
  },
  'details[open]': { borderColor: theme.colors.borderStrong },
  summary: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(3),
    minHeight: 52,
    padding: theme.space(3, 5),
    cursor: 'pointer',
    listStyle: 'none',
    fontWeight: theme.fontWeights.bold,
    color: theme.colors.text,
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: '""',
      flex: 'none',
      width: 9,
      height: 9,
      borderRight: `2px solid ${theme.colors.primary}`,
      borderBottom: `2px solid ${theme.colors.primary}`,
      transform: 'rotate(45deg) translateY(-3px)',
      transition: `transform ${theme.motion.normal}`,
    },
    '&:hover': { color: theme.colors.accent },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
  },
  'details[open] > summary::after': { transform: 'rotate(-135deg) translateY(-3px)' },
  '.answer': { padding: theme.space(0, 5, 4) },
  [mq.reducedMotion]: { 'summary::after': { transition: 'none' } },
  [mq.mobile]: { summary: { padding: theme.space(3, 4) }, '.answer': { padding: theme.space(0, 4, 4) } },
}));

export interface FaqTopicProps {
  topic: FooterEntry;
  /** On the page of all topics, a link to the topic's own page; on its own page, the first answer open. */
  standalone: boolean;
}

/** A FAQ topic: its title and its questions, each opening its answer (native details, keyboard ready). */
export function FaqTopic({ topic, standalone }: FaqTopicProps) {
  const t = useT('lobby');
  const headingId = `faq-topic-${topic.pageId}`;
  return (
    <Section aria-labelledby={headingId} data-testid="faq-topic">
      <div className="head">
        <h2 id={headingId}>{topic.title}</h2>
        {standalone ? (
          <span className="count">{t('content.questions_count', { count: topic.questions.length })}</span>
        ) : topic.link?.kind === 'internal' ? (
          <AppLink className="more" to={topic.link.to} aria-label={t('content.open_topic', { topic: topic.title })}>
            {t('content.open')}
          </AppLink>
        ) : null}
      </div>
      {topic.questions.length > 0 ? (
        topic.questions.map((q, i) => (
          <details key={i} open={standalone && i === 0}>
            <summary>{q.question}</summary>
            <RichText className="answer" html={q.answer} />
          </details>
        ))
      ) : topic.content ? (
        <RichText html={topic.content} />
      ) : (
        <p css={{ margin: 0 }}>{t('content.faq_topic_empty')}</p>
      )}
    </Section>
  );
}
