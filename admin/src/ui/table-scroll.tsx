// A table that scrolls sideways inside the page on a narrow screen, instead of widening the page: a
// named region the keyboard can reach, so hidden columns can be scrolled into view without a mouse.
// Named after its section's heading plus "table", so it is not a second region of the same name.
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export function TableScroll({ label, labelledBy, className, children }: Name & { className?: string; children: ReactNode }) {
  const tableWord = useId();
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy && `${labelledBy} ${tableWord}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
    >
      {labelledBy && (
        <span id={tableWord} hidden>
          <Trans context="a scrolling region named after its heading: 'Till purchases table'">table</Trans>
        </span>
      )}
      {children}
    </div>
  );
}
