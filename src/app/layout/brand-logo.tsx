import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { imageUrl } from '@/lib/image-url';
import styles from './brand-logo.module.css';

/** The programme's logo (settings.brand.logo_image_id), or its name when there is no logo. */
export function BrandLogo({ className }: { className?: string }) {
  const brand = useAtomValue(settingsAtom)?.brand;
  const name = brand?.name ?? '';
  if (brand?.logo_image_id) {
    return (
      <img
        className={[styles.image, className].filter(Boolean).join(' ')}
        src={imageUrl(brand.logo_image_id, 800, 200, 1)}
        alt={name}
        width={176}
        height={44}
      />
    );
  }
  return (
    <span className={[styles.wordmark, className].filter(Boolean).join(' ')}>
      <span className={styles.mark} aria-hidden="true">
        {name.trim()[0]?.toUpperCase() ?? '★'}
      </span>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
