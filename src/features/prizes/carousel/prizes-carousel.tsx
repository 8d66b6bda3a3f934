// The right panel's prize carousel on non-prizes routes (docs/product.md sections 2 and 9): the suggested
// prizes, autoplay 3000 ms, looping, clickable pagination dots, slides 600:396. No library.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PrizeListItem } from '@contract/economy';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { prizeSuggestionsQueryOptions } from '../api/get-prize-suggestions';
import { PointsLabel } from '../components/points-label';
import styles from './prizes-carousel.module.css';
import { useCarousel } from './use-carousel';

export function PrizesCarousel() {
  const lang = useAtomValue(currentLanguageAtom);
  const suggestions = useQuery(prizeSuggestionsQueryOptions(lang));
  if (suggestions.isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (!suggestions.data?.length) return null;
  return <Carousel prizes={suggestions.data} />;
}

function Carousel({ prizes }: { prizes: PrizeListItem[] }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const count = prizes.length;
  const carousel = useCarousel(count);
  const slides = count > 1 ? [...prizes, prizes[0]!] : prizes;

  return (
    // Hovering or focusing anything in the block (the dots too) holds the current slide.
    <section className={styles.block} aria-labelledby="prizes-carousel-title" {...carousel.hoverProps} {...carousel.focusProps}>
      <div className={styles.head}>
        <h2 id="prizes-carousel-title" className={styles.title}>
          <Trans>Prizes for you</Trans>
        </h2>
        <Link to="/$lang/prizes" params={{ lang }} className={styles.all}>
          <Trans>All prizes</Trans>
        </Link>
      </div>
      <div
        className={styles.viewport}
        role="region"
        aria-roledescription={t`carousel`}
        aria-label={t`Suggested prizes`}
      >
        <div
          className={styles.track}
          style={{ transform: `translateX(-${carousel.position * 100}%)` }}
          data-animate={carousel.animate || undefined}
          onTransitionEnd={carousel.onTransitionEnd}
          aria-live={carousel.paused ? 'polite' : 'off'}
        >
          {slides.map((prize, index) => {
            const current = index === carousel.position;
            const number = (index % count) + 1;
            return (
              <div
                key={index === count ? 'loop-copy' : prize.id}
                className={styles.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${number} of ${count}`}
                aria-hidden={!current || undefined}
                inert={!current}
              >
                <Link to="/$lang/prizes/$prizeId" params={{ lang, prizeId: prize.id }} className={styles.link} tabIndex={current ? 0 : -1}>
                  {prize.image_id ? (
                    <img src={imageUrl(prize.image_id, 600, 396)} alt="" width={600} height={396} className={styles.image} loading={index === 0 ? 'eager' : 'lazy'} />
                  ) : (
                    <span className={styles.image} aria-hidden="true" />
                  )}
                  <span className={styles.caption}>
                    <span className={styles.name}>{prize.prize_name}</span>
                    <span className={styles.value}>
                      <PointsLabel value={prize.value} />
                    </span>
                  </span>
                </Link>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.dots} role="group" aria-label={t`Choose a slide`}>
          {prizes.map((prize, index) => {
            const number = index + 1;
            return (
              <button
                key={prize.id}
                type="button"
                className={styles.dot}
                aria-label={t`Show slide ${number} of ${count}`}
                aria-current={index === carousel.active || undefined}
                onClick={() => carousel.goTo(index)}
              />
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
