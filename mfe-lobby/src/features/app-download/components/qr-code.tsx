import { useMemo } from 'react';
import { encodeQr } from '../lib/qr-code';

/** Light modules around the symbol, as the standard asks, so a camera finds its edges. */
const QUIET_ZONE = 4;

export interface QrCodeProps {
  value: string;
  /** What the code is for, read by assistive tech ("QR code to download the iOS app"). */
  label: string;
  size?: number;
  className?: string;
}

/**
 * A QR code as one SVG path (dark on white whatever the theme: scanners need the contrast).
 * Nothing is drawn for a value too long to encode; the page's link and button remain.
 */
export function QrCode({ value, label, size = 176, className }: QrCodeProps) {
  const qr = useMemo(() => encodeQr(value), [value]);
  if (!qr) return null;
  const dim = qr.size + QUIET_ZONE * 2;
  let path = '';
  qr.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${dim} ${dim}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-version={qr.version}
    >
      <rect width={dim} height={dim} fill="#ffffff" />
      <path d={path} fill="#0b0d12" />
    </svg>
  );
}
