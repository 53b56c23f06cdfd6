/**
 * The game pages of the simulator: self-contained HTML5 (inline CSS, SVG and script, no external
 * asset). Each page gets its boot data as JSON; every round is played by POST /api/play on the
 * simulator, which decides the outcome and moves the money through the platform's wallet API.
 */
import { LOTTERY_MAX, LOTTERY_PAYS, SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_SYMBOLS } from './engines';

export interface PageBoot {
  sid: string;
  kind: 'real' | 'demo';
  game: 'slot' | 'baccarat' | 'lottery';
  currency: string;
  digits: number;
  chips: number[];
  gpName: string;
  gameName: string;
  lobby: string;
  colors: { from: string; to: string; accent: string };
}

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

const BASE_CSS = `
*{box-sizing:border-box}html,body{margin:0;min-height:100%;font-family:"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#f5f0e6}
body{background:radial-gradient(ellipse at 50% 0%,var(--from) 0%,#0a0612 70%);min-height:100vh}
header{display:flex;align-items:center;gap:12px;padding:10px 18px;background:rgba(0,0,0,.45);border-bottom:1px solid rgba(255,255,255,.12);box-shadow:0 0 24px var(--accent-glow)}
header .brand{font-weight:800;letter-spacing:.08em;text-transform:uppercase;color:var(--accent);text-shadow:0 0 10px var(--accent-glow)}
header .game{opacity:.85;font-size:14px}header .spacer{flex:1}
.pill{background:rgba(0,0,0,.5);border:1px solid var(--accent);border-radius:999px;padding:6px 14px;font-variant-numeric:tabular-nums}
.pill b{color:var(--accent)}
@media (max-width:560px){header{gap:8px;padding:8px 10px}header .brand{font-size:13px;letter-spacing:.04em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:30vw}.pill .label{display:none}header .game{display:none}.pill{padding:4px 10px;font-size:14px;white-space:nowrap}#lobby{padding:6px 10px;font-size:14px;white-space:nowrap}#lobby .long{display:none}}
button{font:inherit;cursor:pointer;border:none;border-radius:10px;padding:10px 18px;font-weight:700;color:#1a1205;background:linear-gradient(180deg,#ffe08a,#d99a1e);box-shadow:0 3px 0 #7a4d00,0 0 14px rgba(255,200,80,.35)}
button:disabled{filter:grayscale(.7) brightness(.7);cursor:default}
button.ghost{background:rgba(255,255,255,.08);color:#f5f0e6;box-shadow:none;border:1px solid rgba(255,255,255,.25)}
main{max-width:980px;margin:0 auto;padding:18px}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:10px;margin-top:16px}
.chip{width:54px;height:54px;border-radius:50%;padding:0;color:#fff;font-size:12px;border:4px dashed rgba(255,255,255,.8);box-shadow:0 3px 0 rgba(0,0,0,.5)}
.chip.sel{outline:3px solid var(--accent);outline-offset:3px}
.msg{min-height:28px;text-align:center;font-size:20px;font-weight:700;margin-top:12px;color:var(--accent);text-shadow:0 0 12px var(--accent-glow)}
.msg.err{color:#ff6b6b;text-shadow:none}
.demo{font-size:11px;background:#c2410c;color:#fff;border-radius:6px;padding:2px 6px}
`;

const COMMON_JS = `
const B = JSON.parse(document.getElementById('boot').textContent);
const $ = (s) => document.querySelector(s);
const fmt = (minor) => (minor / 10 ** B.digits).toLocaleString('en-US', { minimumFractionDigits: B.digits, maximumFractionDigits: B.digits }) + ' ' + B.currency;
let balance = null;
function showBalance(b) { balance = b; $('#balance').textContent = b == null ? '…' : fmt(b); }
function say(text, err) { const m = $('#msg'); m.textContent = text; m.className = err ? 'msg err' : 'msg'; }
async function api(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sid: B.sid, ...body }) });
  const data = await res.json().catch(() => ({ error: 'bad_answer', message: 'The game server did not answer' }));
  if (!res.ok || data.error) throw Object.assign(new Error(data.message || 'Round failed'), { data });
  return data;
}
async function refresh() { try { const s = await api('/api/state', {}); showBalance(s.balance); } catch (e) { say(e.message, true); } }
$('#lobby').addEventListener('click', async () => {
  // The end of the game: the platform brings the provider balance back, then the lobby.
  $('#lobby').disabled = true;
  try { await api('/api/end', {}); } catch (e) { say(e.message, true); }
  if (B.lobby) window.location.href = B.lobby; else window.close();
});
let chip = B.chips[0];
function chips(el, onPick) {
  const colors = ['#1d4ed8', '#15803d', '#b91c1c', '#7e22ce', '#0f172a'];
  B.chips.forEach((c, i) => {
    const b = document.createElement('button'); b.className = 'chip' + (i === 0 ? ' sel' : ''); b.style.background = colors[i % colors.length];
    b.textContent = (c / 10 ** B.digits).toLocaleString('en-US', { notation: 'compact' }); b.title = fmt(c); b.type = 'button';
    b.addEventListener('click', () => { chip = c; el.querySelectorAll('.chip').forEach((x) => x.classList.remove('sel')); b.classList.add('sel'); onPick && onPick(c); });
    el.appendChild(b);
  });
}
refresh();
`;

function layout(boot: PageBoot, title: string, css: string, body: string, script: string, nonce: string): string {
  const { from, accent } = boot.colors;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ${esc(boot.gpName)}</title>
<style>:root{--from:${esc(from)};--accent:${esc(accent)};--accent-glow:${esc(accent)}66}${BASE_CSS}${css}</style></head>
<body><header><span class="brand">${esc(boot.gpName)}</span><span class="game">${esc(boot.gameName)}</span>${boot.kind === 'demo' ? '<span class="demo">DEMO</span>' : ''}<span class="spacer"></span>
<span class="pill"><span class="label">Balance </span><b id="balance">…</b></span><button id="lobby" class="ghost" type="button" aria-label="Back to lobby">⟵ <span class="long">Back to </span>Lobby</button></header>
<main>${body}<div id="msg" class="msg" role="status" aria-live="polite"></div></main>
<script id="boot" type="application/json">${scriptJson(boot)}</script>
<script nonce="${nonce}">${COMMON_JS}${script}</script></body></html>`;
}

// ---- Slot ---------------------------------------------------------------------------------------

const SYMBOL_SVG: Record<string, string> = {
  cherry: `<svg viewBox="0 0 64 64"><path d="M32 8c-4 10-10 18-18 24M32 8c3 10 8 17 16 22" stroke="#3f7d20" stroke-width="4" fill="none"/><circle cx="18" cy="42" r="12" fill="#e11d48"/><circle cx="46" cy="40" r="12" fill="#be123c"/><circle cx="14" cy="38" r="3" fill="#fff8"/><circle cx="42" cy="36" r="3" fill="#fff8"/></svg>`,
  lemon: `<svg viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="24" ry="17" fill="#facc15" stroke="#ca8a04" stroke-width="3"/><ellipse cx="24" cy="28" rx="7" ry="3" fill="#fff7"/></svg>`,
  grape: `<svg viewBox="0 0 64 64">${[
    [24, 22],
    [40, 22],
    [32, 32],
    [18, 34],
    [46, 34],
    [26, 44],
    [38, 44],
    [32, 54],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#7c3aed" stroke="#4c1d95" stroke-width="2"/>`)
    .join('')}<path d="M32 14 L36 4" stroke="#3f7d20" stroke-width="4"/></svg>`,
  bell: `<svg viewBox="0 0 64 64"><path d="M32 8c-12 0-16 12-16 24v8l-6 8h44l-6-8v-8c0-12-4-24-16-24z" fill="#fbbf24" stroke="#b45309" stroke-width="3"/><circle cx="32" cy="52" r="5" fill="#b45309"/></svg>`,
  bar: `<svg viewBox="0 0 64 64"><rect x="6" y="20" width="52" height="24" rx="5" fill="#111" stroke="#fbbf24" stroke-width="3"/><text x="32" y="39" text-anchor="middle" font-size="17" font-weight="900" fill="#fbbf24" font-family="Arial">BAR</text></svg>`,
  seven: `<svg viewBox="0 0 64 64"><text x="32" y="54" text-anchor="middle" font-size="56" font-weight="900" fill="#ef4444" stroke="#7f1d1d" stroke-width="3" font-family="Georgia,serif">7</text></svg>`,
  diamond: `<svg viewBox="0 0 64 64"><path d="M14 22 L24 10 H40 L50 22 L32 56 Z" fill="#67e8f9" stroke="#0e7490" stroke-width="3"/><path d="M14 22 H50 M24 10 L32 22 L40 10 M32 22 V56" stroke="#0e7490" stroke-width="2" fill="none"/></svg>`,
};

const SLOT_CSS = `
.cabinet{margin:10px auto 0;max-width:760px;padding:18px;border-radius:24px;background:linear-gradient(180deg,#2a1a3a,#120a1c);border:3px solid var(--accent);box-shadow:0 0 40px var(--accent-glow),inset 0 0 30px #000}
.title{text-align:center;font-size:28px;font-weight:900;letter-spacing:.12em;color:var(--accent);text-shadow:0 0 16px var(--accent-glow);margin-bottom:12px}
.reels{position:relative;display:grid;grid-template-columns:repeat(5,1fr);gap:8px;background:#000;padding:8px;border-radius:14px}
.reel{height:330px;overflow:hidden;border-radius:10px;background:linear-gradient(180deg,#ddd 0%,#fff 20%,#fff 80%,#ddd 100%);position:relative}
.strip{position:absolute;left:0;right:0;top:0}
.cell{height:110px;display:flex;align-items:center;justify-content:center}.cell svg{width:78%;height:78%}
.cell.hit{background:radial-gradient(circle,#fde68a 0%,transparent 70%);animation:pulse .6s ease-in-out infinite alternate}
@keyframes pulse{to{transform:scale(1.08)}}
svg.lines{position:absolute;left:8px;top:8px;width:calc(100% - 16px);height:calc(100% - 16px);pointer-events:none}
.pay{display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:6px;margin-top:14px;font-size:12px;opacity:.85}
.pay div{display:flex;align-items:center;gap:6px;background:rgba(0,0,0,.35);border-radius:8px;padding:4px 8px}.pay svg{width:26px;height:26px}
#spin{font-size:22px;padding:14px 44px;border-radius:999px}
`;

export function slotPage(boot: PageBoot, nonce: string): string {
  const body = `<div class="cabinet"><div class="title">${esc(boot.gameName)}</div>
<div class="reels" id="reels">${[0, 1, 2, 3, 4].map((r) => `<div class="reel"><div class="strip" id="strip${r}"></div></div>`).join('')}<svg class="lines" id="lines" viewBox="0 0 500 330" preserveAspectRatio="none"></svg></div>
<div class="bar"><span>Bet</span><div id="chips" class="bar" style="margin:0"></div><span class="pill">Total bet <b id="bet"></b> · ${SLOT_PAYLINES.length} lines</span><button id="spin" type="button">SPIN</button></div>
<div class="pay">${SLOT_SYMBOLS.map((s) => `<div>${SYMBOL_SVG[s]}<span>3× ${SLOT_PAYTABLE[s][0]} · 4× ${SLOT_PAYTABLE[s][1]} · 5× ${SLOT_PAYTABLE[s][2]}</span></div>`).join('')}</div></div>`;
  const script = `
const SYM = ${scriptJson(SYMBOL_SVG)}; const NAMES = Object.keys(SYM); const LINES = ${scriptJson(SLOT_PAYLINES)};
const cell = (s) => '<div class="cell">' + SYM[s] + '</div>';
function setGrid(grid) { grid.forEach((col, r) => { $('#strip' + r).style.transition = 'none'; $('#strip' + r).style.transform = 'translateY(0)'; $('#strip' + r).innerHTML = col.map(cell).join(''); }); }
setGrid([0,1,2,3,4].map((r) => [0,1,2].map((i) => NAMES[(r * 2 + i * 3) % NAMES.length])));
chips($('#chips'), (c) => { $('#bet').textContent = fmt(c); }); $('#bet').textContent = fmt(chip);
const rand = () => NAMES[Math.floor(Math.random() * NAMES.length)];
function animate(grid) {
  return Promise.all(grid.map((col, r) => new Promise((done) => {
    const strip = $('#strip' + r); const filler = Array.from({ length: 14 + r * 4 }, rand);
    const current = [...strip.querySelectorAll('.cell')].map((c) => c.innerHTML);
    strip.style.transition = 'none'; strip.innerHTML = col.map(cell).join('') + filler.map(cell).join('') + current.map((h) => '<div class="cell">' + h + '</div>').join('');
    const h = strip.children[0].getBoundingClientRect().height; const travel = (strip.children.length - 3) * h;
    strip.style.transform = 'translateY(-' + travel + 'px)'; strip.getBoundingClientRect();
    strip.style.transition = 'transform ' + (0.9 + r * 0.25) + 's cubic-bezier(.2,.7,.25,1.05)'; strip.style.transform = 'translateY(0)';
    setTimeout(() => { strip.innerHTML = col.map(cell).join(''); strip.style.transition = 'none'; done(); }, (0.9 + r * 0.25) * 1000 + 30);
  })));
}
function drawLines(lines) {
  const colors = ['#f43f5e','#22d3ee','#a3e635','#facc15','#e879f9','#fb923c','#60a5fa','#34d399','#f472b6','#c084fc'];
  $('#lines').innerHTML = lines.map((l) => '<polyline fill="none" stroke-width="6" stroke-linecap="round" stroke="' + colors[l.line] + '" points="' + LINES[l.line].map((row, r) => (50 + r * 100) + ',' + (55 + row * 110)).join(' ') + '"/>').join('');
  lines.forEach((l) => LINES[l.line].slice(0, l.count).forEach((row, r) => $('#strip' + r).children[row].classList.add('hit')));
}
$('#spin').addEventListener('click', async () => {
  $('#spin').disabled = true; $('#lines').innerHTML = ''; say('');
  try {
    const r = await api('/api/play', { bet: chip });
    showBalance(balance - r.bet);
    await animate(r.outcome.grid);
    drawLines(r.outcome.lines);
    showBalance(r.balance);
    say(r.win > 0 ? 'WIN ' + fmt(r.win) + '!' : 'No win — spin again');
  } catch (e) { say(e.message, true); refresh(); }
  $('#spin').disabled = false;
});`;
  return layout(boot, boot.gameName, SLOT_CSS, body, script, nonce);
}

// ---- Baccarat -----------------------------------------------------------------------------------

const BACCARAT_CSS = `
.table{margin:6px auto 0;max-width:900px;border-radius:200px 200px 30px 30px;padding:26px 30px 30px;background:radial-gradient(ellipse at 50% 30%,#1f7a4a 0%,#0d4a2b 60%,#062c19 100%);border:10px solid #5a3a1a;box-shadow:0 0 0 3px #b8860b,0 20px 50px #000}
.dealer{text-align:center;font-size:13px;letter-spacing:.3em;color:#f5e6b8;opacity:.8}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:30px;margin:14px 0}
.hand{text-align:center}.hand h3{margin:0 0 8px;letter-spacing:.2em}.hand.P h3{color:#60a5fa}.hand.B h3{color:#f87171}
.cards{display:flex;justify-content:center;gap:8px;min-height:118px}
.card{width:80px;height:114px;border-radius:8px;background:#fff;color:#111;box-shadow:0 4px 10px #0008;display:flex;flex-direction:column;justify-content:space-between;padding:6px 8px;font-weight:800;font-size:20px;animation:deal .35s ease-out both}
.card.red{color:#c1121f}.card .mid{font-size:36px;text-align:center}.card.third{transform:rotate(90deg)}
@keyframes deal{from{opacity:0;transform:translate(0,-120px) rotate(-20deg)}}
.total{font-size:26px;font-weight:900;margin-top:6px}
.spots{display:grid;grid-template-columns:1fr 1fr 1fr;gap:14px;margin-top:10px}
.spot{border:2px solid #f5e6b8;border-radius:16px;padding:14px;text-align:center;cursor:pointer;background:rgba(0,0,0,.15);min-height:96px;position:relative}
.spot h4{margin:0;letter-spacing:.15em}.spot small{opacity:.75}.spot .stake{margin-top:8px;font-weight:800;color:#fde68a;min-height:22px}
.spot.P h4{color:#93c5fd}.spot.B h4{color:#fca5a5}.spot.T h4{color:#86efac}.spot.won{box-shadow:0 0 24px #fde68a;border-color:#fde68a}
.road{display:flex;gap:4px;flex-wrap:wrap;margin-top:12px;min-height:22px}.road i{width:20px;height:20px;border-radius:50%;display:inline-block;border:3px solid}
`;

export function baccaratPage(boot: PageBoot, nonce: string): string {
  const body = `<div class="table"><div class="dealer">BACCARAT · ${esc(boot.gpName.toUpperCase().replace(/\s+LIVE$/, ''))} LIVE TABLE</div>
<div class="hands"><div class="hand P"><h3>PLAYER</h3><div class="cards" id="pc"></div><div class="total" id="pt">&nbsp;</div></div>
<div class="hand B"><h3>BANKER</h3><div class="cards" id="bc"></div><div class="total" id="bt">&nbsp;</div></div></div>
<div class="spots"><div class="spot P" data-k="player"><h4>PLAYER</h4><small>pays 1:1</small><div class="stake"></div></div>
<div class="spot T" data-k="tie"><h4>TIE</h4><small>pays 8:1</small><div class="stake"></div></div>
<div class="spot B" data-k="banker"><h4>BANKER</h4><small>pays 0.95:1</small><div class="stake"></div></div></div>
<div class="road" id="road"></div></div>
<div class="bar"><div id="chips" class="bar" style="margin:0"></div><button id="clear" class="ghost" type="button">Clear</button><button id="deal" type="button">DEAL</button></div>`;
  const script = `
const bets = { player: 0, banker: 0, tie: 0 };
chips($('#chips'));
function paint() { document.querySelectorAll('.spot').forEach((s) => { const v = bets[s.dataset.k]; s.querySelector('.stake').textContent = v ? fmt(v) : ''; }); }
document.querySelectorAll('.spot').forEach((s) => s.addEventListener('click', () => { bets[s.dataset.k] += chip; paint(); }));
$('#clear').addEventListener('click', () => { bets.player = bets.banker = bets.tie = 0; paint(); });
const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']; const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };
const cardHtml = (c, i) => '<div class="card ' + (c.suit === 'H' || c.suit === 'D' ? 'red' : '') + (i === 2 ? ' third' : '') + '" style="animation-delay:' + (i * 0.5) + 's"><span>' + RANK[c.rank] + SUIT[c.suit] + '</span><span class="mid">' + SUIT[c.suit] + '</span></div>';
$('#deal').addEventListener('click', async () => {
  if (!bets.player && !bets.banker && !bets.tie) return say('Place a chip on Player, Banker or Tie', true);
  $('#deal').disabled = true; say(''); $('#pc').innerHTML = $('#bc').innerHTML = ''; $('#pt').innerHTML = $('#bt').innerHTML = '&nbsp;';
  document.querySelectorAll('.spot').forEach((s) => s.classList.remove('won'));
  try {
    const r = await api('/api/play', { bets });
    showBalance(balance - r.bet);
    const o = r.outcome;
    $('#pc').innerHTML = o.player.map(cardHtml).join(''); $('#bc').innerHTML = o.banker.map(cardHtml).join('');
    await new Promise((ok) => setTimeout(ok, 1600));
    $('#pt').textContent = o.playerTotal; $('#bt').textContent = o.bankerTotal;
    document.querySelector('.spot[data-k="' + o.result + '"]').classList.add('won');
    const dot = document.createElement('i'); dot.style.borderColor = o.result === 'player' ? '#60a5fa' : o.result === 'banker' ? '#f87171' : '#86efac'; $('#road').appendChild(dot);
    showBalance(r.balance);
    say(o.result.toUpperCase() + ' WINS' + (r.win > 0 ? ' — you win ' + fmt(r.win) : ''));
  } catch (e) { say(e.message, true); refresh(); }
  $('#deal').disabled = false;
});`;
  return layout(boot, boot.gameName, BACCARAT_CSS, body, script, nonce);
}

// ---- Lottery ------------------------------------------------------------------------------------

const LOTTERY_CSS = `
.drum{margin:6px auto 0;max-width:860px;padding:20px;border-radius:24px;background:linear-gradient(160deg,#1e1b4b,#0b0a1f);border:2px solid var(--accent);box-shadow:0 0 40px var(--accent-glow)}
.draw{display:flex;justify-content:center;gap:14px;min-height:86px;margin:8px 0 18px}
.ball{width:72px;height:72px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:28px;font-weight:900;color:#111;background:radial-gradient(circle at 30% 30%,#fff 0%,var(--c) 45%,#000 120%);box-shadow:0 6px 14px #000a;animation:drop .6s cubic-bezier(.3,1.6,.5,1) both}
.ball.empty{background:rgba(255,255,255,.06);box-shadow:inset 0 0 10px #000;animation:none}
.ball.match{outline:4px solid #fde68a;outline-offset:3px}
@keyframes drop{from{transform:translateY(-90px) rotate(-200deg);opacity:0}}
.grid{display:grid;grid-template-columns:repeat(9,1fr);gap:8px}
.num{aspect-ratio:1;border-radius:50%;padding:0;font-size:18px;background:rgba(255,255,255,.08);color:#f5f0e6;box-shadow:none;border:2px solid rgba(255,255,255,.2)}
.num.on{background:radial-gradient(circle at 30% 30%,#fff,var(--accent));color:#111;border-color:#fff}
.num.hit{box-shadow:0 0 16px #fde68a}
.pays{text-align:center;opacity:.8;margin-top:10px;font-size:13px}
`;

export function lotteryPage(boot: PageBoot, nonce: string): string {
  const body = `<div class="drum"><div class="title" style="text-align:center;font-size:26px;font-weight:900;color:var(--accent);letter-spacing:.1em">${esc(boot.gameName)}</div>
<div class="draw" id="draw">${'<div class="ball empty"></div>'.repeat(5)}</div>
<div class="grid" id="grid"></div>
<div class="pays">Pick 5 of ${LOTTERY_MAX}. ${Object.entries(LOTTERY_PAYS)
    .map(([k, v]) => `${k} matches × ${v}`)
    .join(' · ')}</div></div>
<div class="bar"><div id="chips" class="bar" style="margin:0"></div><button id="quick" class="ghost" type="button">Quick pick</button><button id="go" type="button">DRAW</button></div>`;
  const script = `
const picks = new Set(); chips($('#chips'));
const COLORS = ['#f87171','#fbbf24','#34d399','#60a5fa','#c084fc'];
for (let n = 1; n <= ${LOTTERY_MAX}; n++) { const b = document.createElement('button'); b.type = 'button'; b.className = 'num'; b.textContent = n; b.dataset.n = n;
  b.addEventListener('click', () => { if (picks.has(n)) picks.delete(n); else if (picks.size < 5) picks.add(n); paint(); }); $('#grid').appendChild(b); }
function paint() { document.querySelectorAll('.num').forEach((b) => b.classList.toggle('on', picks.has(+b.dataset.n))); }
$('#quick').addEventListener('click', () => { picks.clear(); while (picks.size < 5) picks.add(1 + Math.floor(Math.random() * ${LOTTERY_MAX})); paint(); });
$('#go').addEventListener('click', async () => {
  if (picks.size !== 5) return say('Pick 5 numbers (or Quick pick)', true);
  $('#go').disabled = true; say(''); $('#draw').innerHTML = '<div class="ball empty"></div>'.repeat(5); document.querySelectorAll('.num').forEach((b) => b.classList.remove('hit'));
  try {
    const r = await api('/api/play', { bet: chip, picks: [...picks] });
    showBalance(balance - r.bet);
    const o = r.outcome; const draw = $('#draw'); draw.innerHTML = '';
    for (let i = 0; i < o.balls.length; i++) { await new Promise((ok) => setTimeout(ok, 550));
      const n = o.balls[i]; const b = document.createElement('div'); b.className = 'ball' + (o.matches.includes(n) ? ' match' : ''); b.style.setProperty('--c', COLORS[i]); b.textContent = n; draw.appendChild(b);
      if (o.matches.includes(n)) document.querySelector('.num[data-n="' + n + '"]').classList.add('hit'); }
    showBalance(r.balance);
    say(o.matches.length + ' match' + (o.matches.length === 1 ? '' : 'es') + (r.win > 0 ? ' — you win ' + fmt(r.win) + '!' : ''));
  } catch (e) { say(e.message, true); refresh(); }
  $('#go').disabled = false;
});`;
  return layout(boot, boot.gameName, LOTTERY_CSS, body, script, nonce);
}

// ---- Sportsbook (the sport frame of SPEC §4) ----------------------------------------------------

export interface SportMatch {
  event_id: string;
  league_key: string;
  league: string;
  sport_type: number;
  sport: string;
  home: string;
  away: string;
  kickoff: string;
  odds: [number, number, number];
}

export function sportsbookPage(
  matches: SportMatch[],
  parentOrigin: string | null,
  nonce: string,
  gpName: string,
): string {
  const css = `
body{background:#0b1220;color:#e5e7eb}header{background:#111a2e;box-shadow:none}header .brand{color:#22c55e;text-shadow:none}
.league{margin:14px 0 6px;font-size:13px;letter-spacing:.12em;color:#94a3b8;text-transform:uppercase}
.match{display:grid;grid-template-columns:1fr repeat(3,80px);gap:8px;align-items:center;background:#131d33;border:1px solid #1f2a44;border-radius:10px;padding:10px 12px;margin-bottom:6px}
.teams b{display:block}.teams small{color:#94a3b8}
.odd{background:#1e293b;color:#e5e7eb;box-shadow:none;padding:8px 0;border:1px solid #334155}.odd:hover{border-color:#22c55e}.odd small{display:block;font-size:10px;color:#94a3b8;font-weight:400}
.slip{position:sticky;bottom:0;background:#0f766e;color:#fff;padding:12px 16px;border-radius:12px 12px 0 0;display:none;margin-top:10px}.slip.open{display:block}
@media (max-width:560px){.match{grid-template-columns:minmax(0,1fr) repeat(3,52px);gap:6px;padding:8px}.teams b{font-size:13px;overflow-wrap:anywhere}.teams small{font-size:11px}.odd{padding:6px 0;font-size:13px}}`;
  const body = `<div id="list">${groupByLeague(matches)}</div><div class="slip" id="slip" role="dialog" aria-label="Bet slip"></div>`;
  const script = `
const ORIGIN = ${scriptJson(parentOrigin)};
const post = (msg) => { if (ORIGIN && window.parent !== window) window.parent.postMessage(msg, ORIGIN); };
const height = () => post({ code: 'S001', size: { height: document.documentElement.scrollHeight } });
new ResizeObserver(height).observe(document.body); window.addEventListener('load', height); height();
document.querySelectorAll('.odd').forEach((b) => b.addEventListener('click', () => {
  const m = b.closest('.match').dataset;
  const slip = document.getElementById('slip'); slip.className = 'slip open';
  slip.textContent = 'Bet slip: ' + m.home + ' v ' + m.away + ' — ' + b.dataset.pick + ' @ ' + b.dataset.odd;
  post({ code: 'U003', event_id: m.event, league_key: m.league, sport_type: Number(m.sport) });
}));`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sportsbook · ${esc(gpName)}</title>
<style>:root{--from:#0b1220;--accent:#22c55e;--accent-glow:#22c55e44}${BASE_CSS}${css}</style></head>
<body><header><span class="brand">${esc(gpName)}</span><span class="game">Sportsbook · quick bet</span></header><main>${body}</main>
<script nonce="${nonce}">${script}</script></body></html>`;
}

function groupByLeague(matches: SportMatch[]): string {
  const leagues = new Map<string, SportMatch[]>();
  for (const m of matches) leagues.set(m.league, [...(leagues.get(m.league) ?? []), m]);
  return [...leagues]
    .map(
      ([league, list]) =>
        `<div class="league">${esc(list[0]!.sport)} · ${esc(league)}</div>` +
        list
          .map(
            (m) =>
              `<div class="match" data-event="${esc(m.event_id)}" data-league="${esc(m.league_key)}" data-sport="${m.sport_type}" data-home="${esc(m.home)}" data-away="${esc(m.away)}">` +
              `<div class="teams"><b>${esc(m.home)}</b><b>${esc(m.away)}</b><small>${esc(m.kickoff)}</small></div>` +
              (['1', 'X', '2'] as const)
                .map(
                  (pick, i) =>
                    `<button class="odd" type="button" data-pick="${pick}" data-odd="${m.odds[i]!.toFixed(2)}"><small>${pick}</small>${m.odds[i]!.toFixed(2)}</button>`,
                )
                .join('') +
              `</div>`,
          )
          .join(''),
    )
    .join('');
}

export function errorPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0a0612;color:#f5f0e6;font-family:sans-serif}div{text-align:center;padding:30px;border:1px solid #f87171;border-radius:16px}</style></head><body><div><h1>${esc(title)}</h1><p>${esc(text)}</p></div></body></html>`;
}
