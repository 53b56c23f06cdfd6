import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import { Button, toast } from '@site/shared/ui';

/** Writes text to the clipboard; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A read-only value with a copy button; the copy is confirmed in a toast and a polite live region. */
export function CopyField({
  label,
  value,
  'data-testid': testId,
}: {
  label: string;
  value: string;
  'data-testid'?: string;
}) {
  const theme = useTheme();
  const t = useT('proxy');
  const [said, setSaid] = useState('');
  const copy = async () => {
    const ok = await copyText(value);
    const message = ok ? t('promotion.copied', { what: label }) : t('promotion.copy_failed');
    setSaid(message);
    if (ok) toast.success(message);
    else toast.error(message);
  };
  return (
    <div data-testid={testId} css={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }}>
      <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, fontWeight: theme.fontWeights.medium }}>
        {label}
      </span>
      <div css={{ display: 'flex', gap: theme.space(2), alignItems: 'stretch' }}>
        <output
          aria-label={label}
          css={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            minHeight: 44,
            padding: theme.space(0, 3),
            borderRadius: theme.radii.md,
            background: theme.colors.surfaceSunken,
            border: `1px solid ${theme.colors.border}`,
            fontFamily: theme.fonts.mono,
            fontSize: theme.fontSizes.sm,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {value}
        </output>
        <Button variant="secondary" onClick={() => void copy()} aria-label={t('promotion.copy_what', { what: label })}>
          {t('promotion.copy')}
        </Button>
      </div>
      <span
        aria-live="polite"
        css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {said}
      </span>
    </div>
  );
}
