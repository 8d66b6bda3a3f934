// Each page's one h1; it takes the focus when the page opens, so a screen reader announces the page.
import { useEffect, useRef, type ReactNode } from 'react';

export function PageTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
