import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FacebookIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import styles from './footer.module.css';
import { LanguageLinks } from './language-links';
import { menuItemHref, useMenuItems } from './menu-items';
import { PathLink } from '@/components/ui/path-link';

interface Props {
  /** 'page': under the content; 'panel': the right panel's footer block. */
  variant: 'page' | 'panel';
  showLanguages?: boolean;
}

/** docs/product.md section 2, Footer. */
export function Footer({ variant, showLanguages = true }: Props) {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const lang = useAtomValue(currentLanguageAtom);
  const menuItems = useMenuItems();
  if (!settings) return null;

  const links = menuItems.map((item) => ({ item, target: menuItemHref(item, lang) })).filter((l) => l.target !== null);
  const hasLinks = settings.newsEnabled || links.length > 0;
  const hasSocial = Boolean(settings.facebookUrl || settings.youtubeUrl);

  return (
    <footer className={`${styles.footer} ${styles[variant]}`}>
      <div className={styles.inner}>
        {hasLinks ? (
          <nav aria-label={t`Footer`}>
            <ul className={styles.links}>
              {settings.newsEnabled ? (
                <li>
                  <Link to="/$lang/news" params={{ lang }} className={styles.link}>
                    <Trans>News</Trans>
                  </Link>
                </li>
              ) : null}
              {links.map(({ item, target }) => (
                <li key={item.id}>
                  <PathLink href={target!.href} external={target!.external} className={styles.link}>
                    {item.title}
                  </PathLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {showLanguages ? <LanguageLinks className={styles.languages} /> : null}
        <div className={styles.bottom}>
          {settings.brand.copyright ? <p className={styles.copyright}>{settings.brand.copyright}</p> : null}
          {hasSocial ? (
            <ul className={styles.social}>
              {settings.facebookUrl ? (
                <li>
                  <a href={settings.facebookUrl} target="_blank" rel="noopener noreferrer" className={styles.socialLink} aria-label={t`Facebook`}>
                    <FacebookIcon size={20} />
                  </a>
                </li>
              ) : null}
              {settings.youtubeUrl ? (
                <li>
                  <a href={settings.youtubeUrl} target="_blank" rel="noopener noreferrer" className={styles.socialLink} aria-label={t`YouTube`}>
                    <YoutubeIcon size={20} />
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
