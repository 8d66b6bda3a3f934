// One menu item: a title per language and where it leads, a page of the app or a web address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';
import { TextsFields } from '../catalogue/texts-fields';
import type { ConsoleMenuItem, Texts } from '../catalogue/types';

export const MENU_KEY = ['catalogue', 'menu-items'];

interface Props {
  item: ConsoleMenuItem | null;
  languages: string[];
  onDone: (words: string) => void;
}

export function MenuItemForm({ item, languages, onDone }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState<Texts>(item?.title ?? {});
  const [toPage, setToPage] = useState(item ? item.route_name !== null : true);
  const [route, setRoute] = useState(item?.route_name ?? '');
  const [url, setUrl] = useState(item?.url ?? '');
  const save = useMutation({
    mutationFn: () =>
    {
      const body = { title, route_name: toPage ? route.trim() : null, url: toPage ? null : url.trim() };
      return item ? send('POST /menu-items/:id', { params: { id: item.id }, body }) : send('POST /menu-items', { body });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MENU_KEY });
      onDone(item ? t`The menu item is saved.` : t`The menu item is created.`);
      if (!item) {
        setTitle({});
        setRoute('');
        setUrl('');
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="stack card" aria-labelledby="menu-form-title">
      <h2 id="menu-form-title" tabIndex={-1}>{item ? t`Edit the menu item` : t`New menu item`}</h2>
      <TextsFields legend={t`Title`} languages={languages} value={title} onChange={setTitle} maxLength={100} />
      <fieldset className="choice">
        <legend><Trans>Leads to</Trans></legend>
        <label><input type="radio" name="menu-target" checked={toPage} onChange={() => setToPage(true)} /> {t`A page of the app`}</label>
        <label><input type="radio" name="menu-target" checked={!toPage} onChange={() => setToPage(false)} /> {t`A web address`}</label>
      </fieldset>
      {toPage ? (
        <label>
          <Trans>Page of the app, such as help or about</Trans>
          <input key="route" required maxLength={100} pattern="[a-z0-9\-]+(/[a-z0-9\-]+)*" value={route} onInput={(e) => setRoute(e.currentTarget.value)} spellCheck={false} />
        </label>
      ) : (
        <label>
          <Trans>Web address (https://…)</Trans>
          <input key="url" type="url" required maxLength={2000} value={url} onInput={(e) => setUrl(e.currentTarget.value)} placeholder="https://" />
        </label>
      )}
      {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
      <div className="actions">
        <button type="submit" disabled={save.isPending}>{item ? t`Save the menu item` : t`Create the menu item`}</button>
        {item && <button type="button" className="secondary" onClick={() => onDone('')}><Trans>Cancel</Trans></button>}
      </div>
    </form>
  );
}
