// A table that scrolls sideways inside the page on a narrow screen, instead of widening the page: a
// named region the keyboard can reach, so hidden columns can be scrolled into view without a mouse.
import type { ReactNode } from 'react';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export function TableScroll({ label, labelledBy, className, children }: Name & { className?: string; children: ReactNode }) {
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
    >
      {children}
    </div>
  );
}
