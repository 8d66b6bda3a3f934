import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './card.module.css';

export type CardProps<T extends ElementType = 'div'> = {
  as?: T;
  /** Inner spacing: none for media cards that manage their own. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover, for cards that are links or buttons. */
  interactive?: boolean;
} & Omit<ComponentPropsWithoutRef<T>, 'as'>;

export function Card<T extends ElementType = 'div'>({ as, padding = 'md', interactive = false, className, ...rest }: CardProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag className={[styles.card, styles[padding], interactive && styles.interactive, className].filter(Boolean).join(' ')} {...rest} />;
}
