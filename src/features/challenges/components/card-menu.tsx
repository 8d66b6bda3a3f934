// The card's menu (docs/product.md section 2): who organises the challenge, a mailto link to them, and
// snooze when the challenge can be hidden.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { Challenge } from '@contract/challenges';
import { BuildingIcon, MailIcon, MoreIcon } from '@/components/ui/icons';
import { SnoozeIcon } from '@/components/ui/status-icons';
import { DROPDOWN_ENTER_MS, DROPDOWN_LEAVE_MS, useDropdown } from '../hooks/use-dropdown';
import styles from './card-menu.module.css';

interface Props {
  challenge: Challenge;
  onSnooze: () => void;
}

export function hasCardMenu(challenge: Pick<Challenge, 'can_hide' | 'challenge_owner_name' | 'challenge_owner_email'>) {
  return challenge.can_hide || Boolean(challenge.challenge_owner_name) || Boolean(challenge.challenge_owner_email);
}

export function CardMenu({ challenge, onSnooze }: Props) {
  const { t } = useLingui();
  const menuId = useId();
  const { phase, visible, rootRef, open, close, toggle, hoverIn, hoverOut } = useDropdown();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const owner = challenge.challenge_owner_name;
  const email = challenge.challenge_owner_email;

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  const openWithKeyboard = () => {
    open();
    // The menu renders on the next frame; focus its first item then.
    requestAnimationFrame(() => focusItem(0));
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(list.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      close();
      if (event.key === 'Escape') buttonRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div className={styles.root} ref={rootRef} onPointerEnter={hoverIn} onPointerLeave={hoverOut}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={visible}
        aria-controls={visible ? menuId : undefined}
        aria-label={t`More about ${challenge.name}`}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            openWithKeyboard();
          }
        }}
      >
        <MoreIcon size={20} />
      </button>
      {visible ? (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t`Challenge options`}
          className={styles.menu}
          data-phase={phase}
          style={{ ['--enter-ms' as string]: `${DROPDOWN_ENTER_MS}ms`, ['--leave-ms' as string]: `${DROPDOWN_LEAVE_MS}ms` }}
          onKeyDown={onMenuKey}
        >
          {owner ? (
            <p className={styles.owner}>
              <BuildingIcon size={18} />
              <span>
                <Trans>
                  Organised by <strong>{owner}</strong>
                </Trans>
              </span>
            </p>
          ) : null}
          {email ? (
            <a role="menuitem" tabIndex={-1} className={styles.item} href={`mailto:${email}?subject=${encodeURIComponent(challenge.name)}`} onClick={close}>
              <MailIcon size={18} />
              <Trans>Contact the organiser</Trans>
            </a>
          ) : null}
          {challenge.can_hide ? (
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={styles.item}
              onClick={() => {
                close();
                onSnooze();
              }}
            >
              <SnoozeIcon size={18} />
              <Trans>Snooze this challenge</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
