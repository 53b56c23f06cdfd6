import type { UseCaptchaResult } from '../api/get-captcha';
import { CaptchaImage } from './captcha-image';
import { CaptchaSpeechButton } from './captcha-speech-button';

export interface CaptchaAdornmentProps {
  captcha: UseCaptchaResult;
  /** A request that carries the current token is running: the picture must not change under it. */
  formBusy?: boolean;
  /**
   * The challenge as text, for the listen button. POST /captcha returns only a picture, so no
   * caller has it yet and the button stays hidden.
   */
  spokenText?: string | null;
}

/** What sits inside a captcha answer field: the picture (a click reloads it) and the listen button. */
export function CaptchaAdornment({ captcha, formBusy = false, spokenText }: CaptchaAdornmentProps) {
  return (
    <>
      <CaptchaSpeechButton text={spokenText} />
      <CaptchaImage {...captcha} formBusy={formBusy} />
    </>
  );
}
