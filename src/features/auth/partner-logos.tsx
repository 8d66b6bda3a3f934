// docs/product.md sections 2 and 9: a random 6 of the brand's 7 partner logos, under a title. The pick changes
// each UTC day, not each render: the page the server rendered and the browser hydrating it show the same six.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { imageUrl } from '@/lib/image-url';
import styles from './partner-logos.module.css';

export const PARTNER_LOGOS_SHOWN = 6;

/** A random `count` of `ids`, in random order (Fisher-Yates on a copy). */
export function pickRandom<T>(ids: readonly T[], count: number, random = Math.random): T[] {
  const pool = [...ids];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** A repeatable sequence in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const utcDay = () => Math.floor(Date.now() / 86_400_000);

export function PartnerLogos({ imageIds }: { imageIds: readonly number[] }) {
  const [shown] = useState(() => pickRandom(imageIds, PARTNER_LOGOS_SHOWN, seededRandom(utcDay())));
  if (shown.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="partner-logos-title">
      <h2 id="partner-logos-title" className={styles.title}>
        <Trans>Our partners</Trans>
      </h2>
      <ul className={styles.grid}>
        {shown.map((id) => (
          <li key={id} className={styles.item}>
            <img src={imageUrl(id, 200, 200, 1)} alt="" width={100} height={100} loading="lazy" className={styles.logo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
