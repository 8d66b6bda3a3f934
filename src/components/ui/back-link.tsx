// The way back above a page's title, one look everywhere: a left arrow icon and the place it goes to.
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from './icons';
import page from './page.module.css';

type Props = Omit<LinkProps, 'children'> & { children: ReactNode; className?: string };

export function BackLink({ children, className, ...link }: Props) {
  return (
    <Link {...link} className={[page.back, className].filter(Boolean).join(' ')} data-back-link="">
      <ArrowLeftIcon size={18} />
      {children}
    </Link>
  );
}
