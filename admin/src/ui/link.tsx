// A link inside the console: a real <a href>, followed without reloading the page.
import type { MouseEvent, ReactNode } from 'react';
import { BASE, navigate } from '../router';

export function Link({ to, children, current, className }: { to: string; children: ReactNode; current?: boolean; className?: string }) {
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={BASE + to} className={className} onClick={follow} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
