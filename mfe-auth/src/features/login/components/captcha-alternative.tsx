import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';
import type { UseCaptchaResult } from '../api/get-captcha';
import { solvePow } from '../lib/solve-pow';

export interface CaptchaAlternativeProps {
  captcha: Pick<UseCaptchaResult, 'captcha'>;
  /** Puts the answer ("pow:<n>") in the form's captcha field. */
  onSolved: (answer: string) => void;
}

/**
 * For whoever cannot read the picture (WCAG 2.2 SC 3.3.8, no cognitive test): the browser proves a
 * second of work on the same token instead, and the answer goes in the field. Offered when the
 * platform states a difficulty (pow_bits) and the browser has Web Crypto.
 */
export function CaptchaAlternative({ captcha, onSolved }: CaptchaAlternativeProps) {
  const t = useT('auth');
  const theme = useTheme();
  const token = captcha.captcha?.token ?? null;
  const bits = captcha.captcha?.pow_bits;
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const solvedFor = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // A new captcha needs a new proof.
  useEffect(() => {
    abort.current?.abort();
    if (solvedFor.current !== token) setState('idle');
  }, [token]);
  useEffect(() => () => abort.current?.abort(), []);

  if (!token || !bits || typeof crypto === 'undefined' || !crypto.subtle) return null;

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState('working');
    try {
      const n = await solvePow(token, bits, { signal: controller.signal });
      solvedFor.current = token;
      onSolved(`pow:${n}`);
      setState('done');
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  };

  return (
    <div
      css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), fontSize: theme.fontSizes.sm, minHeight: 24 }}
      aria-live="polite"
    >
      {state === 'working' ? (
        <>
          <Spinner size={14} />
          <span>{t('captcha_alternative.working')}</span>
        </>
      ) : state === 'done' ? (
        <span css={{ color: theme.colors.success }}>✓ {t('captcha_alternative.done')}</span>
      ) : (
        <button
          type="button"
          onClick={() => void run()}
          css={{
            background: 'none',
            border: 0,
            padding: 0,
            color: theme.colors.primary,
            textDecoration: 'underline',
            cursor: 'pointer',
            font: 'inherit',
            '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
          }}
        >
          {state === 'failed' ? t('captcha_alternative.retry') : t('captcha_alternative.action')}
        </button>
      )}
    </div>
  );
}
