import type { ComponentPropsWithoutRef } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'primary' | 'accent' | 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  tone?: BadgeTone;
  /** Solid fill (counters on icons) instead of the soft tint. */
  solid?: boolean;
}

export function Badge({ tone = 'primary', solid = false, className, ...rest }: BadgeProps) {
  return <span className={[styles.badge, styles[tone], solid && styles.solid, className].filter(Boolean).join(' ')} {...rest} />;
}
