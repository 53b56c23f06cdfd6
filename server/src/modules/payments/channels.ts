/**
 * Payment configuration per currency: the deposit channels of the payment simulator,
 * withdrawal limits, the operator's receiving bank account shown on the bank-transfer page, the
 * banks a member can bind and the account-number rule of each currency. Amounts here are major
 * units; the services convert them to minor units.
 */
import type { CurrencyCode, PaymentMethod } from '@site/shared/constants';
import { toMinor } from '@site/shared/money';

export interface ChannelConfig {
  channelId: string;
  method: PaymentMethod;
  name: string;
  min: number;
  max: number;
  presets: number[];
  fee: number;
}

export interface CurrencyPayments {
  channels: ChannelConfig[];
  withdraw: { min: number; max: number; fee: number };
  receiving: { bank_name: string; account_name: string; account_number: string };
  /** Account numbers: digits only, this many. */
  accountDigits: { min: number; max: number };
  banks: Array<[code: string, name: string]>;
}

export const PAYMENT_CONFIG: Partial<Record<CurrencyCode, CurrencyPayments>> = {
  VND: {
    channels: [
      {
        channelId: 'VND_BANK',
        method: 'bank_transfer',
        name: 'Internet Banking',
        min: 100_000,
        max: 300_000_000,
        presets: [],
        fee: 0,
      },
      { channelId: 'VND_MOMO', method: 'e_wallet', name: 'MoMo', min: 50_000, max: 50_000_000, presets: [], fee: 0 },
      {
        channelId: 'VND_ZALOPAY',
        method: 'e_wallet',
        name: 'ZaloPay',
        min: 50_000,
        max: 50_000_000,
        presets: [],
        fee: 0,
      },
      {
        channelId: 'VND_FAST',
        method: 'fast_payment',
        name: 'VietQR Fast Pay',
        min: 100_000,
        max: 20_000_000,
        presets: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
        fee: 0,
      },
    ],
    withdraw: { min: 200_000, max: 100_000_000, fee: 0 },
    receiving: {
      bank_name: 'Vietcombank',
      account_name: 'CONG TY TNHH SAO VANG GAMING',
      account_number: '0071000123456',
    },
    accountDigits: { min: 8, max: 19 },
    banks: [
      ['VCB', 'Vietcombank'],
      ['TCB', 'Techcombank'],
      ['BIDV', 'BIDV'],
      ['CTG', 'VietinBank'],
      ['ACB', 'ACB'],
      ['MB', 'MB Bank'],
      ['VPB', 'VPBank'],
      ['TPB', 'TPBank'],
      ['STB', 'Sacombank'],
      ['AGR', 'Agribank'],
    ],
  },
  USD: {
    channels: [
      {
        channelId: 'USD_WIRE',
        method: 'bank_transfer',
        name: 'Bank wire (ACH)',
        min: 10,
        max: 50_000,
        presets: [],
        fee: 0,
      },
      { channelId: 'USD_SKRILL', method: 'e_wallet', name: 'Skrill', min: 10, max: 10_000, presets: [], fee: 0 },
      { channelId: 'USD_NETELLER', method: 'e_wallet', name: 'NETELLER', min: 10, max: 10_000, presets: [], fee: 0 },
      {
        channelId: 'USD_FAST',
        method: 'fast_payment',
        name: 'Instant Pay',
        min: 10,
        max: 5_000,
        presets: [10, 20, 50, 100, 200, 500],
        fee: 0,
      },
    ],
    withdraw: { min: 20, max: 20_000, fee: 0 },
    receiving: { bank_name: 'JPMorgan Chase', account_name: 'SAO VANG GAMING LLC', account_number: '483920175512' },
    accountDigits: { min: 6, max: 17 },
    banks: [
      ['CHASE', 'JPMorgan Chase'],
      ['BOFA', 'Bank of America'],
      ['WF', 'Wells Fargo'],
      ['CITI', 'Citibank'],
      ['USB', 'U.S. Bank'],
      ['PNC', 'PNC Bank'],
    ],
  },
  THB: {
    channels: [
      {
        channelId: 'THB_BANK',
        method: 'bank_transfer',
        name: 'Bank transfer',
        min: 300,
        max: 1_000_000,
        presets: [],
        fee: 0,
      },
      {
        channelId: 'THB_TRUEMONEY',
        method: 'e_wallet',
        name: 'TrueMoney Wallet',
        min: 100,
        max: 100_000,
        presets: [],
        fee: 0,
      },
      {
        channelId: 'THB_PROMPTPAY',
        method: 'fast_payment',
        name: 'PromptPay QR',
        min: 100,
        max: 200_000,
        presets: [100, 300, 500, 1_000, 3_000, 5_000],
        fee: 0,
      },
    ],
    withdraw: { min: 300, max: 500_000, fee: 0 },
    receiving: { bank_name: 'Kasikornbank', account_name: 'SAO VANG GAMING CO., LTD.', account_number: '0458123456' },
    accountDigits: { min: 10, max: 12 },
    banks: [
      ['BBL', 'Bangkok Bank'],
      ['KBANK', 'Kasikornbank'],
      ['SCB', 'Siam Commercial Bank'],
      ['KTB', 'Krungthai Bank'],
      ['BAY', 'Krungsri (Bank of Ayudhya)'],
      ['TTB', 'TMBThanachart Bank'],
    ],
  },
  RMB: {
    channels: [
      {
        channelId: 'RMB_BANK',
        method: 'bank_transfer',
        name: '网银转账 Bank transfer',
        min: 100,
        max: 500_000,
        presets: [],
        fee: 0,
      },
      { channelId: 'RMB_ALIPAY', method: 'e_wallet', name: '支付宝 Alipay', min: 50, max: 50_000, presets: [], fee: 0 },
      {
        channelId: 'RMB_WECHAT',
        method: 'e_wallet',
        name: '微信支付 WeChat Pay',
        min: 50,
        max: 50_000,
        presets: [],
        fee: 0,
      },
      {
        channelId: 'RMB_UNIONPAY_QR',
        method: 'fast_payment',
        name: '云闪付 UnionPay QR',
        min: 100,
        max: 50_000,
        presets: [100, 200, 500, 1_000, 2_000, 5_000],
        fee: 0,
      },
    ],
    withdraw: { min: 100, max: 200_000, fee: 0 },
    receiving: {
      bank_name: '招商银行 China Merchants Bank',
      account_name: '深圳金星游戏有限公司',
      account_number: '6214830123456789',
    },
    accountDigits: { min: 16, max: 19 },
    banks: [
      ['ICBC', '中国工商银行 ICBC'],
      ['CCB', '中国建设银行 CCB'],
      ['ABC', '中国农业银行 ABC'],
      ['BOC', '中国银行 Bank of China'],
      ['CMB', '招商银行 China Merchants Bank'],
      ['BOCOM', '交通银行 Bank of Communications'],
    ],
  },
};

export const paymentConfigOf = (currency: string): CurrencyPayments | undefined =>
  PAYMENT_CONFIG[currency as CurrencyCode];

export function channelOf(currency: string, channelId: string): ChannelConfig | undefined {
  return paymentConfigOf(currency)?.channels.find((c) => c.channelId === channelId);
}

export function fastChannelOf(currency: string): ChannelConfig | undefined {
  return paymentConfigOf(currency)?.channels.find((c) => c.method === 'fast_payment');
}

/**
 * Major units (as the API sends them) to minor units, or null when the number is not a positive
 * amount of that currency (zero, negative, not finite, more decimals than the currency has).
 */
export function amountToMinor(amount: number, currency: string): bigint | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  let minor: bigint;
  try {
    minor = toMinor(amount, currency);
  } catch {
    return null;
  }
  // Beyond 2^53 minor units the amount could not come back to the client exactly as a JSON number.
  return minor > 0n && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? minor : null;
}

/** The number as stored: spaces and hyphens removed. */
export const normaliseAccountNumber = (raw: string) => raw.replace(/[\s-]/g, '');

export function validAccountNumber(currency: string, number: string): boolean {
  const rule = paymentConfigOf(currency)?.accountDigits ?? { min: 6, max: 20 };
  return /^\d+$/.test(number) && number.length >= rule.min && number.length <= rule.max;
}

/** Every digit but the last 4 as '*'. */
export const maskAccountNumber = (number: string) =>
  number.length <= 4 ? number : '*'.repeat(number.length - 4) + number.slice(-4);
