// The hero illustration: the programme's (or owner's) logo on a glowing stage with floating reward chips.
import { Plural } from '@lingui/react/macro';
import styles from './sign-in-hero-art.module.css';

interface HeroArtProps {
  logo: { src: string; alt: string } | null;
  bonus: number;
}

export function HeroArt({ logo, bonus }: HeroArtProps) {
  return (
    <div className={styles.stage}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.ring} aria-hidden="true" />
      <div className={styles.tile}>
        {logo ? (
          <img src={logo.src} alt={logo.alt} className={styles.logo} width={400} height={400} fetchPriority="high" />
        ) : (
          <svg viewBox="0 0 64 64" className={styles.fallback} aria-hidden="true">
            <path d="M20 10h24v8a12 12 0 0 1-24 0z" fill="currentColor" />
            <path d="M20 14h-6a6 6 0 0 0 6 8M44 14h6a6 6 0 0 1-6 8" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M28 30h8v10h-8zM22 44h20v6H22z" fill="currentColor" />
          </svg>
        )}
      </div>
      {bonus > 0 ? (
        <span className={`${styles.chip} ${styles.points}`} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18">
            <path fill="currentColor" d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" />
          </svg>
          <Plural value={bonus} one="+# point" other="+# points" />
        </span>
      ) : null}
      <span className={`${styles.chip} ${styles.trophy}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8" />
        </svg>
      </span>
      <span className={`${styles.chip} ${styles.gift}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />
        </svg>
      </span>
    </div>
  );
}
