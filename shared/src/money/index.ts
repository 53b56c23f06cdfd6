/** `@site/shared/money`: amounts with the SPEC §9 currency symbols, and the jackpot display. */
export {
  formatMoney,
  formatCount,
  formatJackpot,
  minorDigits,
  MONEY_PLACEHOLDER,
  DEFAULT_MONEY_LOCALE,
  type FormatMoneyOptions,
} from './money';
export { toMajor, toMinor } from './minor-units';
