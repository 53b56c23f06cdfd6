import { act, fireEvent, screen, within } from '@testing-library/react';
import type { GameEntry } from '@site/shared/contracts';
import { addAppResources, i18n } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { resources } from '../../../locales';
import { game } from '../../../test/fixtures';
import { stubWindowScroll } from '../../../test/window-scroll';
import { gridLayout } from '../hooks/use-grid-layout';
import { GameTile } from './game-tile';
import { resetPrefetchedPictures } from '../lib/prefetch-pictures';
import { FILL_ROWS_PER_FRAME, nextIndex, OVERSCAN_ROWS, PREFETCH_ROWS, VirtualGameGrid } from './virtual-game-grid';

addAppResources('lobby', resources);

const CATALOGUE = Array.from({ length: 20_000 }, (_, i) => game('GPPG', 2, `Game ${i + 1}`));
const TEXTS = {
  play: 'Play',
  maintenance: 'Maintenance',
  hot: 'HOT',
  new: 'NEW',
  favorite: (n: string) => `Favourite ${n}`,
};

function grid(games: readonly GameEntry[], { compact = false, providerName = 'PG Soft' } = {}) {
  return (
    <VirtualGameGrid
      data-testid="grid"
      games={games}
      label={`${games.length} games`}
      compact={compact}
      renderTile={(g, cell) => (
        <GameTile
          {...cell}
          game={g}
          texts={TEXTS}
          name={g.game_name.en_US ?? g.game_code}
          providerName={providerName}
          showOverlay
          compact={compact}
          onPlay={() => undefined}
        />
      )}
    />
  );
}

function renderGrid(games: readonly GameEntry[], { compact = false } = {}) {
  return renderApp(grid(games, { compact }));
}

const items = () => within(screen.getByTestId('grid')).getAllByRole('listitem');
const positions = () => items().map((el) => Number(el.getAttribute('aria-posinset')));

let scroll: ReturnType<typeof stubWindowScroll>;
beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  scroll = stubWindowScroll({ width: 1440, height: 900 });
});
afterEach(() => scroll.restore());

describe('the virtualised game grid', () => {
  it('holds a bounded number of tiles for 20,000 games, as one list that says its size', () => {
    renderGrid(CATALOGUE);
    const list = screen.getByRole('list', { name: '20000 games' });
    const { rowHeight, columns } = gridLayout(1232, false);
    expect(columns).toBe(6);
    const visibleRows = Math.ceil(900 / rowHeight);
    expect(items().length).toBeLessThanOrEqual((visibleRows + OVERSCAN_ROWS) * columns);
    expect(items().length).toBeGreaterThanOrEqual(visibleRows * columns);
    expect(items()[0]).toHaveAttribute('aria-setsize', '20000');
    expect(positions()[0]).toBe(1);
    // The list is as tall as every row, so the page scrolls as if every tile were there.
    expect(list.style.height).toBe(`${Math.ceil(20_000 / 6) * rowHeight}px`);
    // eslint-disable-next-line testing-library/no-node-access -- counting DOM nodes is the point
    expect(list.querySelectorAll('*').length).toBeLessThan(700);
  });

  it('another list puts its games into the tiles already drawn, each with its own name and art', () => {
    const other = Array.from({ length: 40 }, (_, i) => ({
      ...game('GPJL', 3, `Table ${i + 1}`),
      icon_light: `/api/assets/games/table-${i + 1}.webp`,
    }));
    const view = renderGrid(CATALOGUE);
    const [firstTile] = items();
    view.rerender(grid(other, { providerName: 'JILI' }));
    expect(screen.getByRole('list', { name: '40 games' })).toBeInTheDocument();
    // The same element, now the other list's first game...
    expect(items()[0]).toBe(firstTile);
    expect(within(items()[0]!).getByTestId('game-tile')).toHaveAccessibleName('Table 1, JILI');
    // ...with its own picture: the background is replaced, so the last game's art is gone at once.
    expect(within(items()[0]!).getByTestId('game-art').style.backgroundImage).toBe(
      'url("/api/assets/games/table-1.webp")',
    );
  });

  it('draws the rows at the scroll position', () => {
    renderGrid(CATALOGUE);
    const { rowHeight } = gridLayout(1232, false);
    act(() => scroll.scrollTo(rowHeight * 1000));
    expect(positions()).toContain(6001);
    expect(Math.min(...positions())).toBeGreaterThan(5900);
    expect(Math.max(...positions())).toBeLessThan(6100);
  });

  it('draws a jump far down a row at a time, the rows in sight first, and fills the rest on the next frames', async () => {
    renderGrid(CATALOGUE);
    // The first render draws every row in full: nothing waits on the page's first view.
    expect(screen.queryAllByTestId('game-tile-pending')).toHaveLength(0);
    const { rowHeight, columns } = gridLayout(1232, false);
    act(() => scroll.scrollTo(rowHeight * 1000));
    const drawn = () =>
      items()
        .filter((el) => !el.hasAttribute('aria-busy'))
        .map((el) => Number(el.getAttribute('aria-posinset')));
    // Row 1000 (games 6001 to 6006) is the top of the window: drawn at once.
    expect(drawn()).toEqual(Array.from({ length: FILL_ROWS_PER_FRAME * columns }, (_, i) => 6001 + i));
    const pending = screen.getAllByTestId('game-tile-pending');
    expect(pending.length).toBeGreaterThan(0);
    // A waiting cell is still the list's item at its place, busy, so the list keeps its shape.
    expect(pending[0]).toHaveAttribute('aria-busy', 'true');
    expect(pending[0]).toHaveAttribute('aria-setsize', '20000');
    for (let frame = 0; frame < 8 && screen.queryAllByTestId('game-tile-pending').length > 0; frame++) {
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    expect(screen.queryAllByTestId('game-tile-pending')).toHaveLength(0);
    expect(drawn()).toEqual(positions());
    expect(positions()).toContain(6001);
  });

  it('asks for the pictures of the next rows, on the side the page moves to, once the page is idle', async () => {
    const asked: string[] = [];
    // Every picture asked for is an image element given its address.
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      ...src,
      set(url: string) {
        asked.push(url);
      },
    });
    resetPrefetchedPictures();
    try {
      renderGrid(CATALOGUE);
      const { rowHeight, columns } = gridLayout(1232, false);
      const lastDrawn = () => Math.max(...positions());
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      // At the top: the rows below the drawn ones.
      const below = CATALOGUE.slice(lastDrawn(), lastDrawn() + PREFETCH_ROWS * columns).map((g) => g.icon_light);
      expect(asked).toEqual(below);
      // Scrolled down to row 500, then back up a little: the rows above are next.
      act(() => scroll.scrollTo(rowHeight * 500));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      asked.length = 0;
      act(() => scroll.scrollTo(rowHeight * 498));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      const firstDrawn = Math.min(...positions()) - 1;
      expect(asked).toEqual(CATALOGUE.slice(firstDrawn - PREFETCH_ROWS * columns, firstDrawn).map((g) => g.icon_light));
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'src', src);
      resetPrefetchedPictures();
    }
  });

  it('lays out three columns for a phone', () => {
    renderGrid(CATALOGUE.slice(0, 50), { compact: true });
    expect(screen.getByTestId('grid')).toHaveAttribute('data-columns', '3');
    expect(positions().slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the focused tile drawn and focused while the page scrolls away from it', () => {
    renderGrid(CATALOGUE);
    const first = screen.getAllByTestId('game-tile')[0]!;
    act(() => first.focus());
    act(() => scroll.scrollTo(200_000));
    expect(first).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(positions()).toContain(1);
  });

  it('moves focus with arrows, Page keys, Home and End across the whole list', async () => {
    const { user } = renderGrid(CATALOGUE);
    const tile = (name: string) => screen.getByRole('button', { name: `${name}, PG Soft` });
    act(() => screen.getAllByTestId('game-tile')[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(tile('Game 2')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tile('Game 8')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tile('Game 20000')).toHaveFocus();
    expect(window.scrollY).toBeGreaterThan(0);
    await user.keyboard('{ArrowUp}');
    expect(tile('Game 19994')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tile('Game 1')).toHaveFocus();
    // A window of 900 px holds three rows of 268 px: Page Down moves two rows, keeping one in view.
    await user.keyboard('{PageDown}');
    expect(tile('Game 13')).toHaveFocus();
  });

  it('leaves keys with modifiers, and the favourite heart, to the browser', () => {
    renderGrid(CATALOGUE.slice(0, 12));
    const first = screen.getAllByTestId('game-tile')[0]!;
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight', shiftKey: true });
    expect(first).toHaveFocus();
  });
});

describe('grid keys', () => {
  it('moves within the bounds of the list', () => {
    expect(nextIndex('ArrowRight', 9, 10, 6, 3)).toBe(9);
    expect(nextIndex('ArrowLeft', 0, 10, 6, 3)).toBe(0);
    expect(nextIndex('ArrowDown', 5, 10, 6, 3)).toBe(5);
    expect(nextIndex('ArrowDown', 2, 10, 6, 3)).toBe(8);
    expect(nextIndex('ArrowUp', 8, 10, 6, 3)).toBe(2);
    expect(nextIndex('PageDown', 0, 100, 6, 3)).toBe(18);
    expect(nextIndex('PageUp', 10, 100, 6, 3)).toBe(0);
    expect(nextIndex('Enter', 0, 10, 6, 3)).toBeNull();
  });
});
