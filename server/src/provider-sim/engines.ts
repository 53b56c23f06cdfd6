/**
 * The games' rules and outcomes, computed on the server with node:crypto's randomInt (a CSPRNG,
 * uniform without modulo bias). Amounts are integer minor units; a win is floored to a whole unit.
 * The page only draws what these functions decide.
 */
import { randomInt } from 'node:crypto';

export type Rng = (maxExclusive: number) => number;
export const cryptoRng: Rng = (max) => randomInt(max);

// ---- Slot: 5 reels x 3 rows, 10 paylines, pays 3/4/5 of a kind from the left. -----------------

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'grape', 'bell', 'bar', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const WEIGHTS: Record<SlotSymbol, number> = { cherry: 8, lemon: 7, grape: 6, bell: 5, bar: 3, seven: 2, diamond: 1 };
/** Multiples of the line bet for 3, 4 and 5 of a kind. */
export const SLOT_PAYTABLE: Record<SlotSymbol, [number, number, number]> = {
  cherry: [10, 25, 90],
  lemon: [14, 36, 110],
  grape: [18, 45, 180],
  bell: [22, 90, 360],
  bar: [45, 225, 900],
  seven: [110, 680, 3400],
  diamond: [270, 2250, 11000],
};
/** Row (0 top .. 2 bottom) on each reel, per payline. */
export const SLOT_PAYLINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Five reel strips: each symbol as often as its weight, interleaved differently per reel. */
export const SLOT_STRIPS: SlotSymbol[][] = [0, 1, 2, 3, 4].map((reel) => {
  const strip: SlotSymbol[] = [];
  for (const s of SLOT_SYMBOLS) for (let i = 0; i < WEIGHTS[s]; i++) strip.push(s);
  // A fixed, reel-dependent shuffle (deterministic so strips are the same on every start).
  let seed = 0x9e3779b1 ^ (reel * 0x85ebca6b);
  for (let i = strip.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [strip[i], strip[j]] = [strip[j]!, strip[i]!];
  }
  return strip;
});

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  win: number;
}
export interface SlotOutcome {
  stops: number[];
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  lines: SlotLineWin[];
  win: number;
}

export function slotSpin(bet: number, rng: Rng = cryptoRng): SlotOutcome {
  const stops = SLOT_STRIPS.map((strip) => rng(strip.length));
  const grid = stops.map((stop, reel) =>
    [0, 1, 2].map((row) => SLOT_STRIPS[reel]![(stop + row) % SLOT_STRIPS[reel]!.length]!),
  );
  const lines: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const first = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < 5 && grid[count]![rows[count]!] === first) count++;
    if (count >= 3) {
      const mult = SLOT_PAYTABLE[first][count - 3]!;
      lines.push({ line, symbol: first, count, win: Math.floor((bet * mult) / SLOT_PAYLINES.length) });
    }
  });
  return { stops, grid, lines, win: lines.reduce((sum, l) => sum + l.win, 0) };
}

// ---- Baccarat (punto banco, 8 decks, standard third-card rules). -------------------------------

export interface Card {
  rank: number; // 1 (A) .. 13 (K)
  suit: 'S' | 'H' | 'D' | 'C';
}
export interface BaccaratBets {
  player?: number;
  banker?: number;
  tie?: number;
}
export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  result: 'player' | 'banker' | 'tie';
  win: number;
}

const SUITS = ['S', 'H', 'D', 'C'] as const;
const cardValue = (c: Card) => (c.rank >= 10 ? 0 : c.rank);
const total = (cards: Card[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

export function baccaratDeal(bets: BaccaratBets, rng: Rng = cryptoRng): BaccaratOutcome {
  const taken = new Set<number>();
  const draw = (): Card => {
    let i: number;
    do i = rng(52 * 8);
    while (taken.has(i));
    taken.add(i);
    return { rank: (i % 13) + 1, suit: SUITS[Math.floor(i / 13) % 4]! };
  };
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const p2 = total(player);
  const b2 = total(banker);
  if (p2 < 8 && b2 < 8) {
    let playerThird: Card | undefined;
    if (p2 <= 5) player.push((playerThird = draw()));
    const b = total(banker);
    let bankerDraws: boolean;
    if (!playerThird) bankerDraws = b <= 5;
    else {
      const t = cardValue(playerThird);
      bankerDraws =
        b <= 2 ||
        (b === 3 && t !== 8) ||
        (b === 4 && t >= 2 && t <= 7) ||
        (b === 5 && t >= 4 && t <= 7) ||
        (b === 6 && (t === 6 || t === 7));
    }
    if (bankerDraws) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const result = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const p = bets.player ?? 0;
  const bk = bets.banker ?? 0;
  const t = bets.tie ?? 0;
  let win = 0;
  if (result === 'player') win = p * 2;
  else if (result === 'banker') win = bk + Math.floor(bk * 0.95);
  else win = t * 9 + p + bk; // a tie pays 8:1 and returns the player and banker bets
  return { player, banker, playerTotal, bankerTotal, result, win };
}

// ---- Lottery: pick 5 numbers of 1..36, 5 balls are drawn. -------------------------------------

export const LOTTERY_MAX = 36;
export const LOTTERY_PICKS = 5;
/** Multiples of the bet by the number of matches. */
export const LOTTERY_PAYS: Record<number, number> = { 2: 3, 3: 28, 4: 500, 5: 20000 };

export interface LotteryOutcome {
  picks: number[];
  balls: number[];
  matches: number[];
  win: number;
}

export function lotteryDraw(bet: number, picks: number[], rng: Rng = cryptoRng): LotteryOutcome {
  const pool = Array.from({ length: LOTTERY_MAX }, (_, i) => i + 1);
  const balls: number[] = [];
  for (let i = 0; i < LOTTERY_PICKS; i++) balls.push(pool.splice(rng(pool.length), 1)[0]!);
  const matches = picks.filter((n) => balls.includes(n));
  return { picks, balls, matches, win: bet * (LOTTERY_PAYS[matches.length] ?? 0) };
}

export function validPicks(picks: unknown): picks is number[] {
  return (
    Array.isArray(picks) &&
    picks.length === LOTTERY_PICKS &&
    new Set(picks).size === LOTTERY_PICKS &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= LOTTERY_MAX)
  );
}

// ---- Which game a game type plays. --------------------------------------------------------------

export type GameKind = 'slot' | 'baccarat' | 'lottery';
/** 2 slot, 3 live -> baccarat, 5 lottery; the others fall back: chess/cockfight -> baccarat, virtual sport -> lottery, sport/esport -> slot. */
export function gameKindOf(gameType: number): GameKind {
  if (gameType === 3 || gameType === 6 || gameType === 8) return 'baccarat';
  if (gameType === 5 || gameType === 7) return 'lottery';
  return 'slot';
}
