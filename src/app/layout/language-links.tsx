import { useLingui } from '@lingui/react/macro';
import { GlobeIcon } from '@/components/ui/icons';
import { saveLanguageChoice } from '@/features/offline/save-language-choice';
import { changeLanguage } from '@/i18n/language';
import { useLanguageSwitchable } from '@/i18n/offline-languages';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import styles from './language-links.module.css';

/** Links to every supported language; nothing when only one is supported. */
export function LanguageLinks({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const { t } = useLingui();
  const languages = useAtomValue(settingsAtom)?.languagesSupported ?? [];
  const current = useAtomValue(currentLanguageAtom);
  const switchable = useLanguageSwitchable();
  if (languages.length < 2) return null;
  return (
    <nav className={[styles.languages, className].filter(Boolean).join(' ')} aria-label={t`Language`}>
      <GlobeIcon size={18} className={styles.globe} />
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language.key}>
            <button
              type="button"
              lang={language.key}
              className={styles.link}
              aria-current={language.key === current ? 'true' : undefined}
              disabled={!switchable(language.key)}
              // Offline, a language whose texts are not saved here needs a connection: the word says so.
              title={switchable(language.key) ? undefined : t`Needs a connection`}
              onClick={() => {
                if (language.key === current) return;
                onChoose?.();
                void changeLanguage(language.key, saveLanguageChoice);
              }}
            >
              {language.name}
              {switchable(language.key) ? null : <span className={styles.why}> · {t`needs a connection`}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
