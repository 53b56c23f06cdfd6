import { useLayoutEffect, useState, type RefObject } from 'react';

/** Width of the lobby's content column on a 1440 px desktop (the 1280 px container less its padding). */
export const DESKTOP_CONTENT_WIDTH = 1232;
/** Width of the content column on a 390 px phone. */
export const PHONE_CONTENT_WIDTH = 366;

/** The height of a tile under its square artwork: the name and the provider line. */
export const TILE_META_HEIGHT = { regular: 60, compact: 48 } as const;

/**
 * Columns by the width the grid has (not the window's): 6 in the 1280 px desktop container, 5 and 4
 * as it narrows, 3 on a phone. The gap shrinks with the tiles.
 */
export function gridColumns(width: number): { columns: number; gap: number } {
  if (width >= 1100) return { columns: 6, gap: 16 };
  if (width >= 860) return { columns: 5, gap: 14 };
  if (width >= 600) return { columns: 4, gap: 10 };
  return { columns: 3, gap: 8 };
}

export interface GridLayout {
  width: number;
  columns: number;
  gap: number;
  tileWidth: number;
  /** One row of tiles and the gap under it: what the virtualiser steps by. */
  rowHeight: number;
}

/** The layout of a grid of square tiles for a width; `compact` tiles have the phone's shorter caption. */
export function gridLayout(width: number, compact: boolean): GridLayout {
  const { columns, gap } = gridColumns(width);
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const meta = compact ? TILE_META_HEIGHT.compact : TILE_META_HEIGHT.regular;
  return { width, columns, gap, tileWidth, rowHeight: tileWidth + meta + gap };
}

/** The width a grid of each kind last measured: the next grid of the page is most likely as wide. */
const lastWidth: { compact: number | null; regular: number | null } = { compact: null, regular: null };

/**
 * The grid's layout from the element's own width, followed as it resizes. A new grid starts from the
 * width the last one measured (before anything was, the width of the layout's usual column), and a
 * ResizeObserver reads its own once it is laid out, before the frame is painted: reading it inside the
 * commit would force a layout of the whole page in the middle of the navigation that mounts it.
 */
export function useGridLayout(ref: RefObject<HTMLElement | null>, compact: boolean): GridLayout {
  const kind = compact ? 'compact' : 'regular';
  const fallback = compact ? PHONE_CONTENT_WIDTH : DESKTOP_CONTENT_WIDTH;
  const [width, setWidth] = useState(() => lastWidth[kind] ?? fallback);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const measured = Math.round(el.getBoundingClientRect().width);
      if (measured) lastWidth[kind] = measured;
      setWidth(measured || fallback);
    };
    if (typeof ResizeObserver === 'undefined') {
      read();
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    // Its first report comes after the layout that places the element, so reading then costs nothing.
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, fallback, kind]);

  return gridLayout(width, compact);
}
