import type { ReactNode, SVGProps } from 'react';

/** Stroke icons of the promotions pages (24-unit grid, currentColor). Decorative: hidden from assistive tech. */
function Icon({ children, size = 16, ...rest }: SVGProps<SVGSVGElement> & { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const CalendarIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
export const GiftIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13M12 8S10.5 3 7.5 4.5 9 8 12 8Zm0 0s1.5-5 4.5-3.5S15 8 12 8Z" />
  </Icon>
);
export const UsersIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.3c1.9.8 3 2.9 3 5.7" />
  </Icon>
);
export const CheckIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const HistoryIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Icon>
);
export const MegaphoneIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1ZM17 9a4 4 0 0 1 0 6M7 15l1.5 5h2.5l-1.2-4.2" />
  </Icon>
);
export const BellIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2ZM10 20a2 2 0 0 0 4 0" />
  </Icon>
);
export const StampIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="m8 12.5 3 3 5-6.5" />
  </Icon>
);
export const FlameIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 21c4 0 7-2.8 7-6.8 0-4.4-4-6.7-4.6-11.2-2.7 1.8-4 4.4-3.9 7.2C9.3 9.2 8.7 7.6 8.6 6 6.4 7.9 5 10.7 5 14.2 5 18.2 8 21 12 21Z" />
  </Icon>
);
export const ChevronLeftIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);
export const ChevronRightIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);
