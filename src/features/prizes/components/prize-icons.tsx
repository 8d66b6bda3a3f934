// Icons the prize screens need beyond the shared set (same 24 px line style).
import type { SVGProps } from 'react';

type Props = SVGProps<SVGSVGElement> & { size?: number };

const base = (size: number) => ({
  viewBox: '0 0 24 24',
  width: size,
  height: size,
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
});

export const HeartIcon = ({ size = 22, filled = false, ...rest }: Props & { filled?: boolean }) => (
  <svg {...base(size)} fill={filled ? 'currentColor' : 'none'} {...rest}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  </svg>
);

export const ArrowLeftIcon = ({ size = 20, ...rest }: Props) => (
  <svg {...base(size)} fill="none" {...rest}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </svg>
);

export const RetryIcon = ({ size = 18, ...rest }: Props) => (
  <svg {...base(size)} fill="none" {...rest}>
    <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
    <path d="M21 3v5h-5" />
  </svg>
);

export const BoxIcon = ({ size = 16, ...rest }: Props) => (
  <svg {...base(size)} fill="none" {...rest}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </svg>
);
