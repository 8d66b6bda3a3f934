import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of the container. */
  block?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
}

/** The class list of a button look, for elements that cannot be a Button (e.g. a router Link). */
export function buttonClassName({ variant = 'primary', size = 'md', block, className }: StyleProps & { className?: string }) {
  return [styles.button, styles[variant], styles[size], block && styles.block, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends StyleProps, ComponentPropsWithRef<'button'> {
  /** Shows a spinner, marks the button busy and disables it. */
  loading?: boolean;
}

export function Button({ variant, size, block, icon, loading = false, disabled, className, children, type = 'button', onClick, ...rest }: ButtonProps) {
  const off = disabled || loading;
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={off}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
      onClick={onClick}
    >
      {loading ? <Spinner size="sm" className={styles.spinner} /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends StyleProps, ComponentPropsWithRef<'a'> {}

export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClassName({ variant, size, block, className })} {...rest}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
    </a>
  );
}
