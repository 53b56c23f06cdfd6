import { useEffect, useState } from 'react';
import { useTheme } from '@emotion/react';
import { describeFailure } from '@site/shared/api';
import { LETTER_PAGE_SIZE, type LanguageCode } from '@site/shared/constants';
import { translateFailure, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { Button, EmptyState, ErrorState, Modal, Skeleton, toast, Pager } from '@site/shared/ui';
import { PageHeading } from '../../../components/page-heading';
import { useDestroyLetters } from '../api/destroy-letters';
import { useLetters, type Letter } from '../api/get-letters';
import { useReadLetter } from '../api/read-letter';
import { TrashIcon } from './letter-icons';
import { LetterListItem } from './letter-list-item';

const SKELETON_ROWS = 6;
/** What a failure says when it says nothing itself. */
const FAILURE_FALLBACK = 'member:load_failed';

/** What the confirm dialog is about to delete: one letter, or every letter of the language. */
type PendingDelete = { kind: 'one'; letter: Letter } | { kind: 'all' };

/**
 * /user/Letter (SPEC §2 InfoCenter → Letter): the member's letters, newest first, 50 a page.
 * Opening an unread letter marks it read and reloads the list (SPEC §4); one or all can be deleted
 * after a confirm; the list refreshes itself when the shell's socket says the letters changed.
 */
export function LetterPage({ siteId }: { siteId: number }) {
  const theme = useTheme();
  const t = useT('member');
  const language = t.i18n.language as LanguageCode;
  const [page, setPage] = useState(1);
  const query = { siteId, language, page };
  const letters = useLetters(query);
  const read = useReadLetter();
  const destroy = useDestroyLetters();
  const [opened, setOpened] = useState<Letter | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const deleting = destroy.isPending;

  const data = letters.data ?? null;
  // A retry shows the skeletons again (not the old error) until it answers.
  const failed = letters.isError && !letters.isFetching && !data;
  const refreshing = letters.isFetching && data !== null;
  const pageCount = data ? Math.max(1, Math.ceil(data.total_count / LETTER_PAGE_SIZE)) : 1;

  // A page emptied by deletes (here or elsewhere) moves back to the last page that has letters.
  useEffect(() => {
    if (data && data.list.length === 0 && data.total_count > 0 && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount]);

  useEffect(() => setPage(1), [language]);

  const open = (letter: Letter) => {
    setOpened(letter);
    if (letter.is_read !== 0) return;
    // SPEC §4: opening marks the letter read, then the list is loaded again.
    read.mutate(letter.id, { onError: (err) => toast.failure(err, { fallback: FAILURE_FALLBACK }) });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const target = pendingDelete;
    destroy.mutate(
      { query, id: target.kind === 'one' ? target.letter.id : undefined },
      {
        onSuccess: (deleted) => {
          toast.success(t('letter.deleted', { count: deleted }));
          if (target.kind === 'all' || (opened && opened.id === target.letter.id)) setOpened(null);
          setPendingDelete(null);
          if (target.kind === 'all' && page !== 1) setPage(1);
        },
        onError: (err) => toast.failure(err, { fallback: FAILURE_FALLBACK }),
      },
    );
  };

  return (
    <section
      aria-labelledby="member-letter-heading"
      aria-busy={(!data && !failed) || refreshing}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <PageHeading
        id="member-letter-heading"
        title={t('letter.heading')}
        aside={
          data ? (
            <span
              data-testid="letter-unread-count"
              data-count={data.unread_count}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: theme.space(2),
                padding: theme.space(1, 3),
                borderRadius: theme.radii.pill,
                fontSize: theme.fontSizes.sm,
                fontWeight: theme.fontWeights.bold,
                color: data.unread_count > 0 ? theme.colors.text : theme.colors.textMuted,
                background: theme.colors.surfaceSunken,
                border: `1px solid ${data.unread_count > 0 ? theme.colors.borderStrong : theme.colors.border}`,
              }}
            >
              {data.unread_count > 0 ? (
                <span
                  aria-hidden="true"
                  css={{ width: 8, height: 8, borderRadius: '50%', background: theme.colors.highlight }}
                />
              ) : null}
              {t('letter.unread_count', { count: data.unread_count })}
            </span>
          ) : null
        }
        actions={
          data && data.total_count > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              startIcon={<TrashIcon size={16} />}
              onClick={() => setPendingDelete({ kind: 'all' })}
              data-testid="letter-delete-all"
            >
              {t('letter.delete_all')}
            </Button>
          ) : null
        }
      />

      {failed ? (
        <ErrorState
          title={t('letter.error_title')}
          message={translateFailure(describeFailure(letters.error, { fallback: FAILURE_FALLBACK }))}
          onRetry={() => void letters.refetch()}
        />
      ) : !data ? (
        <ul
          aria-label={t('letter.loading')}
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), margin: 0, padding: 0 }}
        >
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li
              key={i}
              css={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                gap: theme.space(3),
                padding: theme.space(3.5, 4),
                borderRadius: theme.radii.md,
                background: theme.colors.surface,
                border: `1px solid ${theme.colors.border}`,
              }}
            >
              <Skeleton circle height={40} />
              <span css={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
                <Skeleton width="45%" height={14} />
                <Skeleton width="75%" height={12} />
              </span>
            </li>
          ))}
        </ul>
      ) : data.list.length === 0 ? (
        <EmptyState title={t('letter.empty_title')} message={t('letter.empty_text')} data-testid="letter-empty" />
      ) : (
        <>
          <ul
            data-testid="letter-list"
            aria-labelledby="member-letter-heading"
            css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), margin: 0, padding: 0 }}
          >
            {data.list.map((letter) => (
              <LetterListItem
                key={letter.id}
                letter={letter}
                onOpen={() => open(letter)}
                onDelete={() => setPendingDelete({ kind: 'one', letter })}
              />
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={pageCount}
            onChange={setPage}
            label={t('letter.pages')}
            disabled={refreshing}
            data-testid="letter-pager"
          />
        </>
      )}

      <Modal
        open={opened !== null && pendingDelete === null}
        onClose={() => setOpened(null)}
        title={opened?.title}
        width={560}
        data-testid="letter-dialog"
        footer={
          opened ? (
            <>
              <Button
                variant="ghost"
                startIcon={<TrashIcon size={16} />}
                onClick={() => setPendingDelete({ kind: 'one', letter: opened })}
                data-testid="letter-dialog-delete"
              >
                {t('letter.delete')}
              </Button>
              <Button onClick={() => setOpened(null)} data-testid="letter-dialog-close">
                {t('letter.close')}
              </Button>
            </>
          ) : null
        }
      >
        {opened ? (
          <article data-testid="letter-content">
            <time
              dateTime={opened.created_at}
              css={{
                display: 'block',
                marginBottom: theme.space(3),
                fontSize: theme.fontSizes.sm,
                color: theme.colors.textMuted,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatDateTime(opened.created_at)}
            </time>
            {/* Letters are plain text: shown as text (never as HTML), line breaks kept. */}
            <p
              css={{
                margin: 0,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                lineHeight: 1.65,
                color: theme.colors.text,
              }}
            >
              {opened.content}
            </p>
          </article>
        ) : null}
      </Modal>

      <Modal
        open={pendingDelete !== null}
        onClose={() => (deleting ? undefined : setPendingDelete(null))}
        title={pendingDelete?.kind === 'all' ? t('letter.confirm_all_title') : t('letter.confirm_one_title')}
        data-testid="letter-confirm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setPendingDelete(null)} disabled={deleting}>
              {t('letter.cancel')}
            </Button>
            <Button variant="danger" loading={deleting} onClick={confirmDelete} data-testid="letter-confirm-delete">
              {t('letter.delete')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          {pendingDelete?.kind === 'all'
            ? t('letter.confirm_all_text', { count: data?.total_count ?? 0 })
            : pendingDelete
              ? t('letter.confirm_one_text', { title: pendingDelete.letter.title })
              : null}
        </p>
      </Modal>
    </section>
  );
}
