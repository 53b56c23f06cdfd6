import type { PaymentMethod } from '@site/shared/constants';

/** A small picture of a payment method (decorative: the card names the method). */
export function MethodIcon({ method, size = 28 }: { method: PaymentMethod; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.7,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
  };
  if (method === 'bank_transfer')
    return (
      <svg {...common}>
        <path d="M3 10h18L12 4 3 10Z" />
        <path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
      </svg>
    );
  if (method === 'e_wallet')
    return (
      <svg {...common}>
        <rect x="3" y="6" width="18" height="13" rx="2.5" />
        <path d="M16 12.5h2.5M3 9.5h13a2 2 0 0 0 2-2V6" />
      </svg>
    );
  return (
    <svg {...common}>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2v2h-2zM18 18h2v2h-2zM18 14h2M14 18v2" />
    </svg>
  );
}
