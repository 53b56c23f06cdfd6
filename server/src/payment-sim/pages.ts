/**
 * The checkout pages of the payment simulator: self-contained HTML (inline CSS and SVG, no script,
 * no external asset), dark gaming theme. Each page is a form posting to /pay/complete with the
 * signed checkout token and the payer's choice; the simulator then calls the platform back and
 * redirects the browser to the site.
 */
import { createHash } from 'node:crypto';
import { formatMoney, toMajor } from '@site/shared/money';
import type { CheckoutClaims } from '../modules/payments/signature';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The amount as a PSP page shows it: figures in the English style, then the currency code. */
export const formatMinor = (minor: number, currency: string) =>
  `${formatMoney(toMajor(minor, currency), currency, { symbol: false })} ${currency}`;

const CSS = `
*{box-sizing:border-box}html,body{margin:0;min-height:100%;font-family:"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#eef2ff}
body{background:radial-gradient(ellipse at 50% -10%,#3b1d6e 0%,#120a24 55%,#07040f 100%);min-height:100vh;display:flex;flex-direction:column;align-items:center}
header{width:100%;display:flex;align-items:center;gap:10px;padding:12px 20px;background:rgba(0,0,0,.45);border-bottom:1px solid rgba(255,255,255,.1)}
header .logo{font-weight:900;letter-spacing:.1em;color:#ffd166;text-shadow:0 0 12px rgba(255,209,102,.5)}
header .secure{margin-left:auto;font-size:12px;opacity:.8;display:flex;align-items:center;gap:6px}
main{width:100%;max-width:520px;padding:22px 16px 40px}
.card{background:linear-gradient(180deg,rgba(255,255,255,.07),rgba(255,255,255,.03));border:1px solid rgba(255,209,102,.35);border-radius:18px;padding:22px;box-shadow:0 0 40px rgba(124,58,237,.25),inset 0 0 20px rgba(0,0,0,.4)}
h1{font-size:20px;margin:0 0 4px;color:#ffd166}.sub{opacity:.75;font-size:13px;margin-bottom:16px}
.amount{font-size:32px;font-weight:900;text-align:center;margin:10px 0 18px;color:#fff;text-shadow:0 0 18px rgba(255,209,102,.45);font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 14px;margin:0 0 18px;font-size:14px}dt{opacity:.7}dd{margin:0;font-weight:600;word-break:break-all}
.ref{font-family:ui-monospace,Consolas,monospace;background:rgba(255,209,102,.12);border:1px dashed #ffd166;border-radius:8px;padding:2px 8px;color:#ffd166}
.note{font-size:12px;opacity:.7;margin:0 0 16px;line-height:1.5}
.row{display:flex;gap:12px}.row>*{flex:1}
button{font:inherit;cursor:pointer;border:none;border-radius:12px;padding:13px 18px;font-weight:800;font-size:15px;color:#1a1205;background:linear-gradient(180deg,#ffe08a,#e0a526);box-shadow:0 3px 0 #7a4d00,0 0 16px rgba(255,200,80,.35);width:100%}
button.ghost{background:rgba(255,255,255,.07);color:#eef2ff;box-shadow:none;border:1px solid rgba(255,255,255,.25)}
label{display:block;font-size:13px;margin:0 0 12px}label span{display:block;opacity:.75;margin-bottom:5px}
input{width:100%;font:inherit;padding:11px 12px;border-radius:10px;border:1px solid rgba(255,255,255,.25);background:rgba(0,0,0,.35);color:#fff}
input:focus{outline:2px solid #ffd166;border-color:transparent}
.qr{display:flex;justify-content:center;margin:4px 0 14px}.qr svg{width:220px;height:220px;background:#fff;border-radius:12px;padding:10px;box-shadow:0 0 30px rgba(255,209,102,.35)}
.err{background:rgba(239,68,68,.15);border:1px solid #ef4444;color:#fecaca;border-radius:10px;padding:10px 12px;font-size:13px;margin-bottom:14px}
.status{font-size:56px;text-align:center;margin:4px 0 8px}.ok{color:#4ade80}.bad{color:#f87171}.wait{color:#fbbf24}
a.back{display:block;text-align:center;margin-top:16px;color:#ffd166}
.wallet-brand{display:flex;align-items:center;gap:10px;margin-bottom:14px}.wallet-brand .dot{width:38px;height:38px;border-radius:10px;background:linear-gradient(135deg,#d946ef,#7c3aed);display:flex;align-items:center;justify-content:center;font-weight:900}
footer{font-size:11px;opacity:.5;margin-top:18px;text-align:center}
`;

const LOCK = `<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path fill="#4ade80" d="M6 10V7a6 6 0 1 1 12 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1zm2 0h8V7a4 4 0 1 0-8 0v3z"/></svg>`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · PaySim</title><style>${CSS}</style></head>
<body><header><span class="logo">PAYSIM</span><span>Payment simulator</span><span class="secure">${LOCK} Secure checkout</span></header>
<main>${body}<footer>PaySim is a payment simulator for development: no real money moves.</footer></main></body></html>`;
}

const hidden = (token: string) => `<input type="hidden" name="token" value="${esc(token)}">`;

function summary(c: CheckoutClaims): string {
  return `<div class="amount">${esc(formatMinor(c.amount, c.currency))}</div>
<dl><dt>Merchant</dt><dd>${esc(c.merchant ?? 'Member site')} · ${esc(c.account)}</dd><dt>Order</dt><dd>${esc(c.order_no)}</dd><dt>Channel</dt><dd>${esc(c.channel_name)}</dd></dl>`;
}

/** A QR-like code: the three finder squares and modules drawn from SHA-256 of the order. */
export function qrSvg(seed: string, size = 29): string {
  const bits: number[] = [];
  let block = createHash('sha256').update(seed).digest();
  while (bits.length < size * size) {
    for (const byte of block) for (let b = 0; b < 8; b++) bits.push((byte >> b) & 1);
    block = createHash('sha256').update(block).digest();
  }
  const finder = (x: number, y: number) => {
    const dx = x < 7 ? x : x >= size - 7 ? x - (size - 7) : -1;
    const dy = y < 7 ? y : y >= size - 7 ? y - (size - 7) : -1;
    const inCorner = (x < 7 && y < 7) || (x >= size - 7 && y < 7) || (x < 7 && y >= size - 7);
    if (!inCorner) return null;
    const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
    return ring !== 2;
  };
  const rects: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const f = finder(x, y);
      const isSeparator =
        f === null &&
        ((x === 7 && (y < 8 || y >= size - 8)) ||
          (y === 7 && (x < 8 || x >= size - 8)) ||
          (x === size - 8 && y < 8) ||
          (y === size - 8 && x < 8));
      const on =
        f !== null ? f : isSeparator ? false : x === 6 || y === 6 ? (x + y) % 2 === 0 : bits[y * size + x] === 1;
      if (on) rects.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="Payment QR code"><g fill="#111">${rects.join('')}</g></svg>`;
}

export function bankTransferPage(c: CheckoutClaims, token: string): string {
  const r = c.receiving;
  const body = `<div class="card"><h1>Bank transfer</h1><div class="sub">Transfer the exact amount to the account below, with the reference in the description.</div>
${summary(c)}
<dl>${r ? `<dt>Bank</dt><dd>${esc(r.bank_name)}</dd><dt>Account name</dt><dd>${esc(r.account_name)}</dd><dt>Account number</dt><dd>${esc(r.account_number)}</dd><dt>Reference</dt><dd><span class="ref">${esc(r.reference)}</span></dd>` : ''}${c.from_account ? `<dt>From</dt><dd>${esc(c.from_account)}</dd>` : ''}</dl>
<p class="note">The credit arrives once the bank confirms the transfer. Press "I have transferred" after sending the money.</p>
<form method="post" action="/pay/complete">${hidden(token)}<div class="row"><button class="ghost" name="action" value="cancel" type="submit">Cancel</button><button name="action" value="pay" type="submit">I have transferred</button></div></form></div>`;
  return layout('Bank transfer', body);
}

export function eWalletPage(c: CheckoutClaims, token: string, error = ''): string {
  const initial = esc(c.channel_name.replace(/[^A-Za-z]/g, '').slice(0, 1) || 'W');
  const body = `<div class="card"><div class="wallet-brand"><span class="dot">${initial}</span><div><h1>${esc(c.channel_name)}</h1><div class="sub" style="margin:0">Log in to your wallet and approve the payment.</div></div></div>
${summary(c)}${error ? `<div class="err" role="alert">${esc(error)}</div>` : ''}
<form method="post" action="/pay/complete">${hidden(token)}
<label><span>Wallet ID or phone number</span><input name="wallet_id" autocomplete="username" required maxlength="40" placeholder="e.g. 0912345678"></label>
<label><span>PIN (6 digits)</span><input name="pin" type="password" inputmode="numeric" pattern="[0-9]{6}" autocomplete="current-password" required maxlength="6"></label>
<div class="row"><button class="ghost" name="action" value="cancel" type="submit" formnovalidate>Decline</button><button name="action" value="pay" type="submit">Approve</button></div></form></div>`;
  return layout(c.channel_name, body);
}

export function fastPaymentPage(c: CheckoutClaims, token: string): string {
  const body = `<div class="card"><h1>${esc(c.channel_name)}</h1><div class="sub">Scan with your banking app, then confirm.</div>
${summary(c)}<div class="qr">${qrSvg(`${c.order_no}:${c.amount}:${c.currency}`)}</div>
<p class="note">The code is valid until ${esc(new Date(c.exp * 1000).toISOString().replace('T', ' ').slice(0, 16))} UTC.</p>
<form method="post" action="/pay/complete">${hidden(token)}<div class="row"><button class="ghost" name="action" value="cancel" type="submit">Cancel</button><button name="action" value="pay" type="submit">Pay</button></div></form></div>`;
  return layout(c.channel_name, body);
}

export type ResultKind = 'success' | 'failed' | 'refused' | 'waiting';

export function resultPage(kind: ResultKind, title: string, text: string, backUrl = ''): string {
  const icon =
    kind === 'success'
      ? '<div class="status ok">✔</div>'
      : kind === 'waiting'
        ? '<div class="status wait">⏳</div>'
        : '<div class="status bad">✖</div>';
  const body = `<div class="card">${icon}<h1 style="text-align:center">${esc(title)}</h1><p class="note" style="text-align:center;font-size:14px">${esc(text)}</p>${
    backUrl ? `<a class="back" href="${esc(backUrl)}">Back to the site</a>` : ''
  }</div>`;
  return layout(title, body);
}

export function indexPage(payoutDelayMs: number): string {
  const body = `<div class="card"><h1>PaySim</h1><div class="sub">The payment simulator of the member site.</div>
<p class="note">Checkout pages open from the site's deposit window (a signed link: bank transfer, e-wallet, fast payment QR). Every button calls the platform back with a signed result and returns to the site.</p>
<p class="note">Payouts: the platform sends signed payout requests to <span class="ref">POST /payouts</span>; each is settled after ${Math.round(payoutDelayMs / 100) / 10} s. <b>Test rule:</b> a payout to an account number ending in <span class="ref">0000</span> fails; any other succeeds. E-wallet: any wallet id and a 6-digit PIN.</p></div>`;
  return layout('Payment simulator', body);
}
