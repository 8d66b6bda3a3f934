// The hero illustration: the programme's (or owner's) logo on a glowing stage with floating reward chips.
import { GiftIcon, StarIcon, TrophyIcon } from '@/components/ui/icons';
import styles from './sign-in-hero-art.module.css';
import { BonusPoints } from './bonus-points';

interface HeroArtProps {
  logo: { src: string; srcSet: string; alt: string } | null;
  bonus: number;
}

export function HeroArt({ logo, bonus }: HeroArtProps) {
  return (
    <div className={styles.stage}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.ring} aria-hidden="true" />
      <div className={styles.tile}>
        {logo ? (
          <img src={logo.src} srcSet={logo.srcSet} sizes="140px" alt={logo.alt} className={styles.logo} width={400} height={400} fetchPriority="high" />
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
          <StarIcon size={18} fill="currentColor" />
          <BonusPoints value={bonus} />
        </span>
      ) : null}
      <span className={`${styles.chip} ${styles.trophy}`} aria-hidden="true">
        <TrophyIcon size={22} />
      </span>
      <span className={`${styles.chip} ${styles.gift}`} aria-hidden="true">
        <GiftIcon size={22} />
      </span>
    </div>
  );
}
