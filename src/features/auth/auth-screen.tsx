// The frame shared by the sign-in flow's forms: brand mark, title, lead text, the form and footer links.
import type { ReactNode } from 'react';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import styles from './auth-screen.module.css';

export interface AuthScreenProps {
  title: ReactNode;
  /** A small line above the title (e.g. the sign-up bonus). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** A link back, shown above the card. */
  back?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Wider card for long texts (terms). */
  wide?: boolean;
}

export function BrandMark() {
  const brand = useAtomValue(settingsAtom)?.brand;
  if (brand?.logo_image_id) {
    // Logos come in any shape: fitted (f=1) into a wide box rather than cropped.
    return <img className={styles.logo} src={imageUrl(brand.logo_image_id, 480, 96, 1)} alt={brand.name} width={200} height={40} />;
  }
  return (
    <span className={styles.mark} aria-hidden="true">
      {(brand?.name ?? '').slice(0, 1).toUpperCase()}
    </span>
  );
}

export function AuthScreen({ title, eyebrow, lead, back, footer, children, wide }: AuthScreenProps) {
  return (
    <div className={styles.page}>
      <div className={[styles.column, wide && styles.wide].filter(Boolean).join(' ')}>
        {back ? <div className={styles.back}>{back}</div> : null}
        <section className={styles.card} aria-labelledby="auth-screen-title">
          <BrandMark />
          {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
          <h1 id="auth-screen-title" className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          <div className={styles.body}>{children}</div>
        </section>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
