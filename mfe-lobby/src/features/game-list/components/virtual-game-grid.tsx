import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from '@emotion/styled';
import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  windowScroll,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import type { GameEntry } from '@site/shared/contracts';
import { whenIdle } from '../../../lib/when-idle';
import { followWindowSize, knownScrollY, knownWindowSize } from '../../../lib/window-metrics';
import { useGridLayout } from '../hooks/use-grid-layout';
import { prefetchPictures } from '../lib/prefetch-pictures';

/**
 * Rows drawn beyond each edge of the window: Tab always has a next tile in the page to land on, and
 * focusing it scrolls it in, which draws the row after. More rows would cost 8 elements a tile.
 */
export const OVERSCAN_ROWS = 1;

/**
 * New rows a commit draws in full; the others show the tiles' empty frames and are filled in on the
 * next frames, this many a frame. A dragged scroll bar or a flick brings five or six rows never
 * drawn before at once: mounting and laying out some forty tiles in one frame was a long task now
 * and then (a dropped frame). One row a frame is sixty rows a second, far more than a wheel turned
 * by hand brings; only a jump or a fling shows the empty frames, for a few frames.
 */
export const FILL_ROWS_PER_FRAME = 1;

/**
 * Rows past the drawn ones, on the side the page is scrolling to, whose pictures are asked for when
 * the page is idle: a tile whose picture is already in the browser's memory costs its frame a cache
 * hit, where a new request started in the frame's style pass cost about half a millisecond a tile
 * on this site's test machine (a wheel's step brings twelve to eighteen tiles).
 */
export const PREFETCH_ROWS = 3;
/** At the latest this long after a scroll step, the pictures ahead are asked for even if the page is busy. */
const PREFETCH_IDLE_MS = 300;

/** The class of a cell whose tile is still to be drawn (styled with the tiles, gameTileStyles). */
export const PENDING_CELL_CLASS = 'game-cell-pending';

/** Marks a tile's main control: the one arrow keys move focus to. */
export const TILE_MAIN_ATTR = 'data-tile-main';

/** What a grid cell must carry: the list item role and its place in the whole list. */
export interface GridCellProps {
  role: 'listitem';
  'aria-posinset': number;
  'aria-setsize': number;
  'data-index': number;
}

export interface VirtualGameGridProps {
  games: readonly GameEntry[];
  /** The list's accessible name; it says how many games the list holds. */
  label: string;
  /** Phone tiles (shorter caption). */
  compact: boolean;
  /** One tile; its root element takes `cell`. */
  renderTile: (game: GameEntry, cell: GridCellProps) => ReactNode;
  'data-testid'?: string;
}

const List = styled.div({ position: 'relative', width: '100%' });

const Row = styled.div({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  alignItems: 'stretch',
  // A row's size is set from outside (the list's width, the layout's row height), so what changes
  // inside it (another type's names in the same tiles) is laid out within the row alone, not the
  // page. No paint containment: a hovered tile's lift and glow reach past the row.
  contain: 'layout size',
});

/**
 * The top of the last grid measured on each page (by path): a page opened again, or another
 * provider's page laid out the same, most likely has its grid at the same place.
 */
const lastTops = new Map<string, number>();

/**
 * The list's top in the document, which the window virtualiser counts rows from. A new grid starts
 * from the last reading on the same page (0 on a page never measured), and a ResizeObserver reads
 * the real one once the page is laid out: reading it inside the commit forced a style and layout of
 * the whole new page in the middle of the navigation that mounted it. A guess can only be off for
 * the first frame, by drawing a few rows more or fewer than the window needs (the overscan hides
 * that); only a page opened scrolled down with no earlier reading is measured at once, where a wrong
 * guess could draw rows far from the ones in sight.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [page] = useState(() => (typeof window === 'undefined' ? '' : window.location.pathname));
  const [top, setTop] = useState(() => lastTops.get(page) ?? 0);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = Math.round(el.getBoundingClientRect().top + window.scrollY);
    lastTops.set(page, next);
    setTop((prev) => (prev === next ? prev : next));
  }, [ref, page]);
  useLayoutEffect(() => {
    if (!lastTops.has(page) && knownScrollY() > 0) measure();
  }, [measure, page]);
  // Then whenever the page's size changes (whatever sits above the grid changing height changes the
  // body's): a ResizeObserver reports at once after the next layout, and after every resize.
  useEffect(() => {
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    if (!observer) measure();
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);
  return top;
}

/** How far a row is from the window (0 when any of it is in sight). */
function distanceFromView(row: VirtualItem, top: number, height: number): number {
  if (row.end <= top) return top - row.end + 1;
  if (row.start >= top + height) return row.start - (top + height) + 1;
  return 0;
}

/**
 * The rows drawn in full in this render: every row on the first render; after it, the rows drawn
 * in full at the last commit and the row holding focus, plus at most FILL_ROWS_PER_FRAME new ones,
 * those nearest the window first.
 */
export function rowsToFill(
  rows: readonly VirtualItem[],
  filled: ReadonlySet<number> | null,
  keepRow: number | null,
  view: { top: number; height: number },
): Set<number> {
  if (filled === null) return new Set(rows.map((row) => row.index));
  const full = new Set<number>();
  const fresh: VirtualItem[] = [];
  for (const row of rows) {
    if (filled.has(row.index) || row.index === keepRow) full.add(row.index);
    else fresh.push(row);
  }
  fresh
    .sort(
      (a, b) =>
        distanceFromView(a, view.top, view.height) - distanceFromView(b, view.top, view.height) || a.index - b.index,
    )
    .slice(0, FILL_ROWS_PER_FRAME)
    .forEach((row) => full.add(row.index));
  return full;
}

/** The index a key moves focus to from `index`, or null for a key the grid does not use. */
export function nextIndex(key: string, index: number, count: number, columns: number, pageRows: number): number | null {
  const last = count - 1;
  const to = (i: number) => Math.max(0, Math.min(last, i));
  switch (key) {
    case 'ArrowRight':
      return to(index + 1);
    case 'ArrowLeft':
      return to(index - 1);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'PageDown':
      return to(index + columns * pageRows);
    case 'PageUp':
      return to(index - columns * pageRows);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * Game tiles in rows, only the rows near the window drawn (@tanstack/react-virtual, window
 * scrolling), so the page holds a few dozen tiles however long the catalogue is.
 *
 * It stays a list to assistive tech: one element with the list role named with the count, each
 * tile a list item with its position and the list's size (aria-posinset, aria-setsize), the rows
 * in between presentational. Keyboard focus survives the virtualisation: the row holding focus is
 * always drawn even when scrolled away, Tab walks into the next drawn row, and arrow keys,
 * Page Up/Down, Home and End move across the whole list, drawing and scrolling to the target first.
 */
export function VirtualGameGrid({ games, label, compact, renderTile, 'data-testid': testId }: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const layout = useGridLayout(listRef, compact);
  const { columns, gap, rowHeight } = layout;
  const rowCount = Math.ceil(games.length / columns);
  const scrollMargin = useDocumentTop(listRef);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const keepIndex = pendingFocus ?? focusedIndex;
  const keepRow = keepIndex === null ? null : Math.floor(keepIndex / columns);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (keepRow === null || keepRow >= range.count || rows.includes(keepRow)) return rows;
      return [...rows, keepRow].sort((a, b) => a - b);
    },
    [keepRow],
  );

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    rangeExtractor,
    // React 19 warns about flushSync inside its own updates; a frame's delay is not visible here.
    useFlushSync: false,
    // The library's own readings of the window (scrollY during the render, innerWidth and innerHeight
    // in a layout effect) each lay the page out inside the commit: it is given the last known ones.
    initialRect: knownWindowSize(),
    initialOffset: knownScrollY,
    observeElementRect: (_instance, onRect) => followWindowSize(onRect),
    // It also scrolls the window to where it already is as it mounts, which lays the page out too.
    scrollToFn: (offset, options, instance) => {
      if (options.behavior !== 'smooth' && offset + (options.adjustments ?? 0) === knownScrollY()) return;
      windowScroll(offset, options, instance);
    },
  });

  // Rows are never measured (their height follows from the width): a new width re-lays them all.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  // The rows drawn in full at the last commit (null before the first), and a frame's fill-in.
  const filledRef = useRef<ReadonlySet<number> | null>(null);
  const [, fillMore] = useReducer((n: number) => n + 1, 0);
  const full = rowsToFill(rows, filledRef.current, keepRow, {
    top: virtualizer.scrollOffset ?? 0,
    height: virtualizer.scrollRect?.height ?? 0,
  });
  const pending = full.size < rows.length;
  useLayoutEffect(() => {
    filledRef.current = full;
  });
  useEffect(() => {
    if (!pending) return undefined;
    const frame = requestAnimationFrame(fillMore);
    return () => cancelAnimationFrame(frame);
  }, [pending, full]);

  // The pictures of the next rows, on the side the page last moved to, asked for at idle: once the
  // grid is drawn and whenever it scrolls, not when another list comes into the same rows (a tab,
  // a provider), where an idle moment before the paint would go to pictures not yet in sight.
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? -1;
  const lastRange = useRef<{ first: number; last: number } | null>(null);
  useEffect(() => {
    const before = lastRange.current;
    lastRange.current = { first: firstRow, last: lastRow };
    if (before && before.first === firstRow && before.last === lastRow) return undefined;
    const down = before === null || firstRow >= before.first;
    const from = down ? lastRow + 1 : Math.max(0, firstRow - PREFETCH_ROWS);
    const to = down ? lastRow + 1 + PREFETCH_ROWS : firstRow;
    const ahead = games.slice(from * columns, to * columns);
    if (ahead.length === 0) return undefined;
    return whenIdle(() => prefetchPictures(ahead.map((game) => game.icon_light)), PREFETCH_IDLE_MS);
  }, [firstRow, lastRow, games, columns]);
  // Focus the tile a key asked for, once its row is drawn.
  useEffect(() => {
    if (pendingFocus === null) return;
    const target = listRef.current?.querySelector<HTMLElement>(`[data-index="${pendingFocus}"] [${TILE_MAIN_ATTR}]`);
    if (!target) return;
    target.focus();
    setPendingFocus(null);
  }, [pendingFocus, rows]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (cell) setFocusedIndex(Number(cell.dataset.index));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!cell) return;
    const pageRows = Math.max(1, Math.floor(window.innerHeight / rowHeight) - 1);
    const to = nextIndex(event.key, Number(cell.dataset.index), games.length, columns, pageRows);
    if (to === null) return;
    event.preventDefault();
    setPendingFocus(to);
    const row = Math.floor(to / columns);
    const item = virtualizer.measurementsCache[row];
    const viewTop = window.scrollY;
    const viewBottom = viewTop + window.innerHeight;
    if (!item || item.start < viewTop || item.end > viewBottom) virtualizer.scrollToIndex(row, { align: 'auto' });
  };

  return (
    <List
      ref={listRef}
      role="list"
      aria-label={label}
      data-testid={testId}
      data-columns={columns}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => {
        const first = row.index * columns;
        return (
          <Row
            key={row.key}
            role="none"
            style={{
              transform: `translateY(${row.start - scrollMargin}px)`,
              height: rowHeight - gap,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: gap,
            }}
          >
            {/* Keyed by place, not by game: another type or search puts its games into the tiles
                already drawn (a few attributes and texts each) instead of building new ones, which
                at a phone's speed is most of the time between the tap and the new tiles. */}
            {games.slice(first, first + columns).map((game, i) => {
              const cell: GridCellProps = {
                role: 'listitem',
                'aria-posinset': first + i + 1,
                'aria-setsize': games.length,
                'data-index': first + i,
              };
              return (
                <Fragment key={i}>
                  {full.has(row.index) ? (
                    renderTile(game, cell)
                  ) : (
                    <div
                      className={PENDING_CELL_CLASS}
                      aria-busy="true"
                      data-compact={compact}
                      data-testid="game-tile-pending"
                      {...cell}
                    />
                  )}
                </Fragment>
              );
            })}
          </Row>
        );
      })}
    </List>
  );
}
