// Building blocks for the content of a Modal, so every dialog shares one rhythm.
import type { ComponentPropsWithoutRef } from 'react';
import styles from './modal-parts.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function ModalMedia({ className, alt = '', ...rest }: ComponentPropsWithoutRef<'img'>) {
  return <img className={cx(styles.media, className)} alt={alt} {...rest} />;
}

export function ModalBody({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={cx(styles.body, className)} {...rest} />;
}

export function ModalTitle({ className, children, ...rest }: ComponentPropsWithoutRef<'h2'>) {
  return (
    <h2 className={cx(styles.title, className)} {...rest}>
      {children}
    </h2>
  );
}

export function ModalText({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={cx(styles.text, className)} {...rest} />;
}

export function ModalActions({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={cx(styles.actions, className)} {...rest} />;
}
