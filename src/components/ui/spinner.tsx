import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; omit when the spinner sits inside something already labelled busy. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const cls = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  if (!label) return <span className={cls} aria-hidden="true" />;
  return (
    <span role="status" className={styles.wrap}>
      <span className={cls} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
