import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { LayoutMode } from '@site/shared/contracts';
import { Skeleton } from './skeleton';

export interface RecordColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** On a mobile card: the heading line (left) or the headline amount (right); the rest form a list. */
  card?: 'title' | 'amount' | 'hidden';
}

export interface RecordListProps<T> {
  layout: LayoutMode;
  columns: RecordColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Names the table or the card list. */
  label: string;
  'data-testid': string;
  /** A totals row under the rows: its first column shows `label` instead of its cell. */
  totals?: { label: string; row: T };
}

/** Records as a table on desktop and as a list of cards on mobile (SPEC §2 layouts). */
export function RecordList<T>({
  layout,
  columns,
  rows,
  rowKey,
  label,
  'data-testid': testId,
  totals,
}: RecordListProps<T>) {
  const theme = useTheme();

  if (layout === 'mobile') {
    const title = columns.find((c) => c.card === 'title');
    const amount = columns.find((c) => c.card === 'amount');
    const rest = columns.filter((c) => !c.card);
    return (
      <ul
        aria-label={label}
        data-testid={testId}
        data-variant="cards"
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), margin: 0, padding: 0 }}
      >
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            data-testid="record-row"
            css={{
              listStyle: 'none',
              padding: theme.space(4),
              borderRadius: theme.radii.md,
              background: theme.gradients.surface,
              border: `1px solid ${theme.colors.border}`,
              boxShadow: theme.shadows.sm,
            }}
          >
            <div
              css={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'flex-start',
                gap: theme.space(3),
                marginBottom: theme.space(3),
              }}
            >
              <div css={{ minWidth: 0, fontWeight: theme.fontWeights.bold }}>{title?.cell(row)}</div>
              <div
                css={{
                  flex: 'none',
                  textAlign: 'right',
                  fontSize: theme.fontSizes.lg,
                  fontWeight: theme.fontWeights.black,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {amount?.cell(row)}
              </div>
            </div>
            <dl
              css={{
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: theme.space(4),
                rowGap: theme.space(1.5),
                margin: 0,
                fontSize: theme.fontSizes.sm,
              }}
            >
              {rest.map((c) => (
                <div key={c.id} css={{ display: 'contents' }}>
                  <dt css={{ color: theme.colors.textMuted }}>{c.header}</dt>
                  <dd
                    css={{
                      margin: 0,
                      textAlign: 'right',
                      overflowWrap: 'anywhere',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {c.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        {totals ? (
          <li
            data-testid="record-totals"
            css={{
              listStyle: 'none',
              padding: theme.space(4),
              borderRadius: theme.radii.md,
              background: theme.colors.surfaceRaised,
              border: `1px solid ${theme.colors.borderStrong}`,
            }}
          >
            <div
              css={{ fontWeight: theme.fontWeights.black, color: theme.colors.accent, marginBottom: theme.space(2) }}
            >
              {totals.label}
            </div>
            <dl
              css={{
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: theme.space(4),
                rowGap: theme.space(1.5),
                margin: 0,
                fontSize: theme.fontSizes.sm,
              }}
            >
              {columns
                .filter((c) => c.card !== 'title' && c.card !== 'hidden')
                .map((c) => (
                  <div key={c.id} css={{ display: 'contents' }}>
                    <dt css={{ color: theme.colors.textMuted }}>{c.header}</dt>
                    <dd
                      css={{
                        margin: 0,
                        textAlign: 'right',
                        fontWeight: theme.fontWeights.bold,
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      {c.cell(totals.row)}
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        ) : null}
      </ul>
    );
  }

  return (
    // A wide table scrolls inside its card; the keyboard can scroll it too.
    <div
      role="region"
      aria-label={label}
      // A scrolling region must take the keyboard's focus to be scrolled without a mouse (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      css={{
        overflowX: 'auto',
        '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        boxShadow: theme.shadows.md,
      }}
    >
      <table
        aria-label={label}
        data-testid={testId}
        data-variant="table"
        css={{ width: '100%', borderCollapse: 'collapse', fontSize: theme.fontSizes.sm }}
      >
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                css={{
                  position: 'sticky',
                  top: 0,
                  padding: theme.space(3, 3.5),
                  textAlign: c.align ?? 'left',
                  whiteSpace: 'nowrap',
                  fontSize: theme.fontSizes.xs,
                  fontWeight: theme.fontWeights.bold,
                  letterSpacing: '0.06em',
                  textTransform: 'uppercase',
                  color: theme.colors.textMuted,
                  background: theme.colors.surfaceRaised,
                  borderBottom: `1px solid ${theme.colors.borderStrong}`,
                }}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid="record-row"
              css={{
                transition: `background ${theme.motion.fast}`,
                '&:nth-of-type(even)': { background: 'rgba(255, 255, 255, 0.015)' },
                '&:hover': { background: 'rgba(255, 255, 255, 0.04)' },
                '&:not(:last-of-type) td': { borderBottom: `1px solid ${theme.colors.border}` },
              }}
            >
              {columns.map((c) => (
                <td
                  key={c.id}
                  css={{
                    padding: theme.space(3, 3.5),
                    textAlign: c.align ?? 'left',
                    verticalAlign: 'middle',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr data-testid="record-totals">
              {columns.map((c, i) => (
                <td
                  key={c.id}
                  css={{
                    padding: theme.space(3, 3.5),
                    textAlign: c.align ?? 'left',
                    fontWeight: theme.fontWeights.bold,
                    fontVariantNumeric: 'tabular-nums',
                    whiteSpace: 'nowrap',
                    background: theme.colors.surfaceRaised,
                    borderTop: `1px solid ${theme.colors.borderStrong}`,
                  }}
                >
                  {i === 0 ? totals.label : c.cell(totals.row)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** Placeholder rows while a page of records loads. */
export function RecordListSkeleton({ layout, label }: { layout: LayoutMode; label: string }) {
  const theme = useTheme();
  return (
    <ul
      aria-label={label}
      aria-busy="true"
      data-testid="records-loading"
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(layout === 'mobile' ? 3 : 2),
        margin: 0,
        padding: 0,
      }}
    >
      {Array.from({ length: layout === 'mobile' ? 4 : 8 }, (_, i) => (
        <li key={i} css={{ listStyle: 'none' }}>
          <Skeleton height={layout === 'mobile' ? 132 : 44} radius={theme.radii.md} />
        </li>
      ))}
    </ul>
  );
}
