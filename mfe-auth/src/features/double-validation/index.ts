/** Login double validation (SPEC §4, §5, §8): the view a login answered with 107 moves to. */
export { DoubleValidationView, type DoubleValidationViewProps } from './components/double-validation-view';
export type { CaptchaSlot } from '../../components/captcha-slot';
export type { DoubleValidationClient } from './api/double-validation';
