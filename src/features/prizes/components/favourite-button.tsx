import { useLingui } from '@lingui/react/macro';
import type { PrizeListItem } from '@contract/economy';
import { HeartIcon } from '@/components/ui/icons';
import { useToggleFavourite } from '../api/toggle-favourite';
import styles from './favourite-button.module.css';

interface Props {
  prize: PrizeListItem;
  /** 'overlay' sits on a card image; 'plain' stands beside a title. */
  look?: 'overlay' | 'plain';
  className?: string;
}

/** The heart toggle: a pressed button, flipped at once and rolled back if the server refuses. */
export function FavouriteButton({ prize, look = 'overlay', className }: Props) {
  const { t } = useLingui();
  const toggle = useToggleFavourite();
  const name = prize.prize_name;
  const pending = toggle.isPending;
  return (
    <button
      type="button"
      className={[styles.button, styles[look], className].filter(Boolean).join(' ')}
      aria-pressed={prize.is_favourite}
      aria-label={t`Favourite: ${name}`}
      title={prize.is_favourite ? t`Remove from favourites` : t`Add to favourites`}
      data-on={prize.is_favourite || undefined}
      disabled={pending}
      onClick={() => toggle.mutate(prize)}
    >
      <HeartIcon filled={prize.is_favourite} size={look === 'overlay' ? 20 : 22} />
    </button>
  );
}
