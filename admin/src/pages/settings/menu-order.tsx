// One main menu: which entries it has and in which order (move up and down; at least one entry).
import { Trans, useLingui } from '@lingui/react/macro';
import { useReorder } from '../../ui/reorder';
import type { MenuEntry } from './types';

export const MENU_ENTRIES: MenuEntry[] = ['dashboard', 'history', 'prizes', 'profile', 'help', 'news'];

export function MenuOrder({ legend, value, onChange }: { legend: string; value: MenuEntry[]; onChange: (next: MenuEntry[]) => void }) {
  const { t } = useLingui();
  const names: Record<MenuEntry, string> = {
    dashboard: t`Dashboard`,
    history: t`History`,
    prizes: t`Prizes`,
    profile: t`Profile`,
    help: t`Help`,
    news: t`News`,
  };
  const unused = MENU_ENTRIES.filter((entry) => !value.includes(entry));
  const reorder = useReorder({ items: value, keyOf: (entry) => entry, nameOf: (entry) => names[entry], onReorder: onChange, small: true });
  return (
    <fieldset className="menu-order">
      <legend>{legend}</legend>
      <ol>
        {value.map((entry, i) => (
          <li key={entry}>
            <span className="entry">{names[entry]}</span>
            {reorder.moveButtons(entry, i)}
            <button type="button" className="secondary small" disabled={value.length === 1} onClick={() => onChange(value.filter((e) => e !== entry))}>
              <Trans>Take out</Trans>
              <span className="visually-hidden"> {names[entry]}</span>
            </button>
          </li>
        ))}
      </ol>
      {reorder.announcer}
      {unused.length > 0 && (
        <p className="add-entries">
          <Trans>Add:</Trans>{' '}
          {unused.map((entry) => (
            <button key={entry} type="button" className="secondary small" onClick={() => onChange([...value, entry])}>
              <span className="visually-hidden"><Trans>Add</Trans> </span>
              <span aria-hidden="true">+ </span>
              {names[entry]}
            </button>
          ))}
        </p>
      )}
    </fieldset>
  );
}
