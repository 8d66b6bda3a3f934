// Each page's one h1; it takes the focus when the page opens, so a screen reader announces the page, and
// names the browser's tab and history entry ("Members · Console").
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';

export function PageTitle({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  // After every render: the heading may change once its data has come (a member's name).
  useEffect(() => {
    const heading = ref.current?.textContent?.trim();
    document.title = heading ? `${heading} · ${t`Console`}` : t`Console`;
  });
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
