import {
  Fragment,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from '@site/shared/router';
import { GAME_TYPES } from '@site/shared/constants';
import type { GameEntry, GameProvider } from '@site/shared/contracts';
import { useT, type UseTResult } from '@site/shared/i18n';
import { CloseIcon, cssUrl, Skeleton, visuallyHidden } from '@site/shared/ui';
import { usePlayGame } from '../../../hooks/use-play-game';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { gameName } from '../../../lib/game-names';
import { whenIdle } from '../../../lib/when-idle';
import { useStableArray } from '../hooks/use-stable-array';
import { findMatch } from '../lib/normalise';
import {
  getSearchIndex,
  providerName,
  providerPath,
  SEARCH_RESULT_LIMIT,
  type GameHit,
  type ProviderHit,
  type SearchHit,
  type SearchResult,
} from '../lib/search-index';
import { ClearButton, Empty, Field, FIELD_HEIGHT_PX, Footer, Input, List, Popup, Root } from './game-search-styles';

/**
 * Results drawn at once: about what the popup shows before it scrolls. The rest follow in the next
 * frames, so a keystroke pays for the options a person sees first, not for twenty.
 */
export const FIRST_DRAWN_RESULTS = 8;

export interface GameSearchProps {
  /**
   * Every game of the catalogue (all game types). The search index is built once per catalogue: a
   * memoised array is cheapest, and a new array holding the same games is recognised as the same.
   */
  games: readonly GameEntry[];
  /** Every provider entry of every game type (a provider is one result per game type). */
  providers: readonly GameProvider[];
  /** Results shown at most (default 20). */
  limit?: number;
  /** Placement on the page (width, margins); the box fills its container. */
  className?: string;
}

/** A box whose top is lower than this share of the window is scrolled up when focused. */
const ROOM_ABOVE_RESULTS = 0.3;

/** At the latest, the results past the first few are drawn this long after them. */
const REST_OF_RESULTS_MS = 300;

/** At the latest, the index is built this long after the box appears (no idle time on a busy page). */
const IDLE_WARM_TIMEOUT_MS = 2000;
/** How long one slice of that work may run: well under a long task (50 ms), on a slow phone too. */
const WARM_SLICE_MS = 4;

const NO_RESULT: SearchResult = { query: '', hits: [], total: 0 };
const isBlank = (text: string) => text.trim() === '';

/** Every game type's name in the page language, translated once rather than once per result. */
const typeLabels = (t: UseTResult): ReadonlyMap<number, string> =>
  new Map(
    Object.entries(GAME_TYPES).map(([id, type]) => [
      Number(id),
      t(`game_types.${type.key}`, { defaultValue: type.en }),
    ]),
  );

/** A result's label (provider, maintenance, hot, new), styled by the list. */
const Tag = ({ tone, children }: { tone: 'provider' | 'maintenance' | 'hot' | 'new'; children: ReactNode }) => (
  <span className="tag" data-tone={tone}>
    {children}
  </span>
);

/**
 * A result's picture, drawn as a background: no element made per picture, and an address that fails
 * leaves the thumbnail's gradient rather than a broken image. Asked for only once the results are
 * painted (`show`): each picture's arrival is main-thread work (its data, its size) that would land
 * between the results' frames on a slow phone.
 */
const Thumb = ({ src, show }: { src: string | null | undefined; show: boolean }) => (
  <span className="thumb">
    {src && show ? <span className="pic" style={{ backgroundImage: cssUrl(src) }} /> : null}
  </span>
);

function Highlighted({ text, query }: { text: string; query: string }) {
  const range = findMatch(text, query);
  if (!range) return <>{text}</>;
  return (
    <>
      {text.slice(0, range.start)}
      <mark>{text.slice(range.start, range.end)}</mark>
      {text.slice(range.end)}
    </>
  );
}

const SearchIcon = () => (
  <svg className="search-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="m20 20-3.6-3.6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

const PlayIcon = () => (
  <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M4 2v10l8-5z" fill="currentColor" />
  </svg>
);

const ArrowIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 12h14m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

interface OptionProps<H extends SearchHit> {
  hit: H;
  id: string;
  active: boolean;
  query: string;
  language: string;
  t: UseTResult;
  /** Game type names by id (typeLabels). */
  types: ReadonlyMap<number, string>;
  /** The results have been painted: their pictures may come. */
  pictures: boolean;
  onPick: (hit: SearchHit) => void;
}

// The input keeps the focus (aria-activedescendant): a press on a result must not move it.
const keepFocus = (event: MouseEvent) => event.preventDefault();

const GameOption = memo(function GameOption({
  hit,
  id,
  active,
  query,
  language,
  t,
  types,
  pictures,
  onPick,
}: OptionProps<GameHit>) {
  const { game } = hit;
  const name = gameName(game, language);
  const provider = providerName(hit.provider, game.gp_gt_name || game.gp_id);
  const type = types.get(game.game_type) ?? '';
  const maintain = hit.provider?.maintain === 1;
  const meta = [provider, type].filter(Boolean).join(' · ');
  const tags = (['hot', 'new'] as const).filter((tag) => game.tags?.includes(tag));
  return (
    // The keys are the box's (aria-activedescendant): an option never takes focus, so it has no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      className="option"
      role="option"
      aria-selected={active}
      aria-label={[
        name,
        ...tags.map((tag) => t(tag === 'hot' ? 'tag_hot' : 'tag_new')),
        meta,
        maintain ? t('maintenance') : '',
      ]
        .filter(Boolean)
        .join(', ')}
      tabIndex={-1}
      data-kind="game"
      data-maintain={maintain}
      onMouseDown={keepFocus}
      onClick={() => onPick(hit)}
    >
      <Thumb src={game.icon_light} show={pictures} />
      <span className="text">
        {/* The spaces between the parts keep their words apart when read as text. */}
        <span className="title">
          <span className="name">
            <Highlighted text={name} query={query} />
          </span>
          {tags.map((tag) => (
            <Fragment key={tag}>
              {' '}
              <Tag tone={tag}>{t(tag === 'hot' ? 'tag_hot' : 'tag_new')}</Tag>
            </Fragment>
          ))}
        </span>{' '}
        <span className="meta">{meta}</span>
      </span>
      {maintain ? (
        <Tag tone="maintenance">{t('maintenance')}</Tag>
      ) : (
        <span className="go" aria-hidden="true">
          <PlayIcon />
        </span>
      )}
    </li>
  );
});

const ProviderOption = memo(function ProviderOption({
  hit,
  id,
  active,
  query,
  t,
  types,
  pictures,
  onPick,
}: OptionProps<ProviderHit>) {
  const { provider } = hit;
  const name = providerName(provider, provider.gp_id);
  const type = types.get(provider.game_type) ?? '';
  const maintain = provider.maintain === 1;
  const count = hit.gameCount > 0 ? t('search.games_count', { count: hit.gameCount }) : '';
  const meta = [type, count].filter(Boolean).join(' · ');
  return (
    // The keys are the box's (aria-activedescendant): an option never takes focus, so it has no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      className="option"
      role="option"
      aria-selected={active}
      aria-label={[name, t('search.provider'), meta, maintain ? t('maintenance') : ''].filter(Boolean).join(', ')}
      tabIndex={-1}
      data-kind="provider"
      data-maintain={maintain}
      onMouseDown={keepFocus}
      onClick={() => onPick(hit)}
    >
      <Thumb src={provider.icon_light} show={pictures} />
      <span className="text">
        <span className="title">
          <span className="name">
            <Highlighted text={name} query={query} />
          </span>{' '}
          <Tag tone="provider">{t('search.provider')}</Tag>
        </span>{' '}
        <span className="meta">{meta}</span>
      </span>
      {maintain ? (
        <Tag tone="maintenance">{t('maintenance')}</Tag>
      ) : (
        <span className="go" data-wide="true" aria-hidden="true">
          <span className="go-label">{t('search.view_games')}</span>
          <ArrowIcon />
        </span>
      )}
    </li>
  );
});

/**
 * The lobby's game search (SPEC §6 game lists): one box over the whole catalogue, as a WAI-ARIA
 * combobox with a listbox popup. Arrow keys move through the results while the focus stays in the
 * box; Enter opens the game through the page's launcher, or goes to a provider's game list; Escape
 * closes the results, a second Escape clears the box.
 */
export function GameSearch({ games, providers, limit = SEARCH_RESULT_LIMIT, className }: GameSearchProps) {
  const t = useT('lobby');
  const language = t.i18n.language;
  const navigate = useNavigate();
  // The page's one launcher decides the rest: login confirm, opening mode, maintenance (SPEC §4, §5).
  const onPlay = usePlayGame();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const types = useMemo(() => typeLabels(t), [t]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // The results are drawn in the keystroke's own render. A deferred render (useDeferredValue) let the
  // browser draw a frame with the new text first, then searched in a task of its own: one more frame
  // and scheduler task before the results, about a fifth of the time to paint them on a slow phone,
  // to save a search (a few native string scans) and eight options per keystroke.
  const query = value;

  const stableGames = useStableArray(games);
  const stableProviders = useStableArray(providers);
  const catalogue = useMemo(() => ({ games: stableGames, providers: stableProviders }), [stableGames, stableProviders]);
  const result = useMemo(
    () => (isBlank(query) ? NO_RESULT : getSearchIndex(catalogue).search(query, { language, limit })),
    [catalogue, query, language, limit],
  );
  const { hits } = result;
  // The result whose options are all drawn, with their pictures; until then only the first few are
  // (FIRST_DRAWN_RESULTS), without pictures.
  const [drawnResult, setDrawnResult] = useState<SearchResult | null>(null);
  const settled = drawnResult === result;
  const drawnHits = settled ? hits : hits.slice(0, FIRST_DRAWN_RESULTS);
  const activeIndex = activeKey === null ? -1 : hits.findIndex((hit) => hit.key === activeKey);
  const searched = open && result.query !== '';
  const expanded = searched && hits.length > 0;
  const showEmpty = searched && hits.length === 0;

  // The options past the first few, and every option's picture, once the first are painted (the
  // frame after theirs has begun) and the page is idle, at the latest REST_OF_RESULTS_MS later: a
  // low-priority render that never lands between the first results and their paint.
  useEffect(() => {
    if (!expanded || settled) return undefined;
    const drawAll = () => startTransition(() => setDrawnResult(result));
    let cancelIdle = () => undefined as void;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        cancelIdle = whenIdle(drawAll, REST_OF_RESULTS_MS);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle();
    };
  }, [expanded, result, settled]);

  // The index of a large catalogue takes a moment to build: do it while the page is idle, so the
  // first keystroke (or the focus on a phone, as the keyboard slides up) never waits for it; in
  // slices, so that moment is never one long task (most of a second on a phone, as the page loads).
  useEffect(() => {
    let cancel = () => undefined as void;
    const slice = () => {
      const end = performance.now() + WARM_SLICE_MS;
      // Made in the first slice too (its providers are read and sorted then), not as the grid commits.
      const index = getSearchIndex(catalogue);
      if (!index.warmStep(language, () => performance.now() >= end)) cancel = whenIdle(slice, IDLE_WARM_TIMEOUT_MS);
    };
    cancel = whenIdle(slice, IDLE_WARM_TIMEOUT_MS, IDLE_WARM_TIMEOUT_MS);
    return () => cancel();
  }, [catalogue, language]);

  useEffect(() => {
    if (activeIndex < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // jsdom has no scrollIntoView; browsers do.
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  // Stable, so the options (memoised) are not drawn again by a keystroke's urgent render, which
  // shows the box's new text while the results are still the last query's.
  const pick = useCallback(
    (hit: SearchHit) => {
      setOpen(false);
      setActiveKey(null);
      if (hit.kind === 'provider') {
        void navigate(providerPath(hit.provider));
        return;
      }
      onPlay({
        game: hit.game,
        maintain: hit.provider?.maintain === 1,
        providerName: providerName(hit.provider, hit.game.gp_gt_name || hit.game.gp_id),
      });
    },
    [navigate, onPlay],
  );

  const move = (step: 1 | -1) => {
    if (hits.length === 0) return;
    const from = activeIndex < 0 ? (step === 1 ? -1 : hits.length) : activeIndex;
    const next = (from + step + hits.length) % hits.length;
    // The keys may reach past the options drawn so far (ArrowUp from the top goes to the last).
    if (next >= drawnHits.length) setDrawnResult(result);
    setActiveKey(hits[next]?.key ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setOpen(true);
          // Alt+ArrowDown only shows the results, as the combobox pattern has it.
          if (event.altKey) return;
        }
        move(step);
        break;
      }
      case 'Enter': {
        const hit = expanded && activeIndex >= 0 ? hits[activeIndex] : undefined;
        if (hit) {
          event.preventDefault();
          pick(hit);
        }
        break;
      }
      case 'Escape': {
        if (expanded || showEmpty) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          setValue('');
        }
        break;
      }
      default:
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    setActiveKey(null);
    setOpen(true);
  };

  const rootRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const onFocus = () => {
    setOpen(true);
    // Results open below the box: one low on the screen (a phone, where the keyboard then takes the
    // lower half) is scrolled up first, or they would open out of sight.
    const root = rootRef.current;
    if (root && root.getBoundingClientRect().top > window.innerHeight * ROOM_ABOVE_RESULTS) {
      root.scrollIntoView?.({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const clear = () => {
    setValue('');
    close();
    inputRef.current?.focus();
  };

  let status = '';
  if (expanded) status = t('search.status', { count: hits.length });
  else if (showEmpty) status = t('search.status_none', { query: value.trim() });

  return (
    <Root ref={rootRef} className={className} onBlur={onBlur} data-testid="game-search">
      <label htmlFor={inputId} css={visuallyHidden}>
        {t('search.label')}
      </label>
      <Field>
        <SearchIcon />
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onClick={() => setOpen(true)}
        />
        {/* The clear button, the no-result note and the footer are drawn hidden rather than not at
            all: their rules, first inserted on a keystroke, would make the browser recompute the
            whole page's style in that keystroke's frame. */}
        <ClearButton
          type="button"
          aria-label={t('search.clear')}
          onMouseDown={keepFocus}
          onClick={clear}
          hidden={value === ''}
        >
          <CloseIcon size={18} />
        </ClearButton>
      </Field>
      <Popup hidden={!expanded && !showEmpty} data-testid="game-search-popup">
        <List ref={listRef} id={listId} role="listbox" aria-label={t('search.results_label')} hidden={!expanded}>
          {expanded
            ? drawnHits.map((hit, index) =>
                hit.kind === 'game' ? (
                  <GameOption
                    key={hit.key}
                    hit={hit}
                    id={optionId(index)}
                    active={index === activeIndex}
                    query={result.query}
                    language={language}
                    t={t}
                    types={types}
                    pictures={settled}
                    onPick={pick}
                  />
                ) : (
                  <ProviderOption
                    key={hit.key}
                    hit={hit}
                    id={optionId(index)}
                    active={index === activeIndex}
                    query={result.query}
                    language={language}
                    t={t}
                    types={types}
                    pictures={settled}
                    onPick={pick}
                  />
                ),
              )
            : null}
        </List>
        <Empty data-testid="game-search-empty" hidden={!showEmpty}>
          {showEmpty ? (
            <>
              <svg width="40" height="40" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="1.6" />
                <path
                  d="m20 20-3.6-3.6M8.5 8.5l5 5m0-5-5 5"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
              </svg>
              <strong>{t('search.no_results_title', { query: value.trim() })}</strong>
              <p>{t('search.no_results_text')}</p>
            </>
          ) : null}
        </Empty>
        <Footer hidden={!expanded}>
          {expanded && result.total > hits.length ? (
            <span>{t('search.more', { shown: hits.length, total: result.total })}</span>
          ) : null}
          <span className="keys" aria-hidden="true">
            <span>
              <kbd>↑</kbd>
              <kbd>↓</kbd>
              {t('search.hint_move')}
            </span>
            <span>
              <kbd>↵</kbd>
              {t('search.hint_open')}
            </span>
            <span>
              <kbd>Esc</kbd>
              {t('search.hint_close')}
            </span>
          </span>
        </Footer>
      </Popup>
      <div role="status" aria-live="polite" css={visuallyHidden}>
        {status}
      </div>
    </Root>
  );
}

/** The box's place while the catalogue it searches is on the way. */
export function GameSearchPlaceholder() {
  return <Skeleton width="100%" height={FIELD_HEIGHT_PX} radius={FIELD_HEIGHT_PX / 2} />;
}
