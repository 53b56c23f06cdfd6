/**
 * Password reset by the platform's vx/verify + vx/reset pair (SPEC §5, §7, §8): the forgot-password
 * path and the transfer validation a login's 802 opens.
 */
export {
  PasswordResetView,
  type PasswordResetPurpose,
  type PasswordResetViewProps,
} from './components/password-reset-view';
export type { CaptchaSlot } from '../../components/captcha-slot';
