// Menu items: the extra links of the app's menu in their order, each editable and deletable.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Confirm } from '../../ui/confirm';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { OrderedListAndForm, useRowEditing } from '../../ui/ordered-list-and-form';
import { useReorder } from '../../ui/reorder';
import { shownText } from '../catalogue/texts-fields';
import type { ConsoleMenuItem } from '../catalogue/types';
import { PagesNav } from '../pages/pages-nav';
import { MENU_KEY, MenuItemForm } from './menu-item-form';

export function MenuPage() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: MENU_KEY, queryFn: () => send('GET /menu-items') });
  const { editing, setEditing, done, setDone, formSpot, edit, finished } = useRowEditing();
  const [deleting, setDeleting] = useState<ConsoleMenuItem | null>(null);
  const order = useMutation({
    mutationFn: (ids: number[]) => send('POST /menu-items/order', { body: { ids } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(MENU_KEY, answer);
      setDone(t`The new order is saved.`);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => send('POST /menu-items/:id/delete', { params: { id } }),
    onSuccess: async () => {
      setEditing(null);
      setDone(t`The menu item is deleted.`);
      await queryClient.invalidateQueries({ queryKey: MENU_KEY });
    },
  });
  const items = list.data?.menu_items ?? [];
  const reorder = useReorder({
    items,
    keyOf: (item) => item.id,
    nameOf: (item) => shownText(item.title, i18n.locale),
    onReorder: (next) => order.mutate(next.map((item) => item.id)),
    busy: order.isPending,
  });
  const failed = list.error ?? order.error ?? remove.error;
  const chosen = items.find((i) => i.id === editing) ?? null;
  return (
    <>
      <PageTitle><Trans>Menu items</Trans></PageTitle>
      <PagesNav />
      {failed && <Notice kind="error">{errorText(failed)}</Notice>}
      {done && <Notice kind="success">{done}</Notice>}
      <OrderedListAndForm
        titleId="menu-title"
        title={<Trans>In the menu's order</Trans>}
        loading={list.isPending}
        loaded={Boolean(list.data)}
        empty={<Trans>The menu has no extra items yet.</Trans>}
        count={items.length}
        head={
          <>
            <th scope="col"><Trans>Title</Trans></th>
            <th scope="col"><Trans>Leads to</Trans></th>
            <th scope="col"><Trans>Actions</Trans></th>
          </>
        }
        rows={items.map((item, index) => {
          const title = shownText(item.title, i18n.locale);
          return (
            <tr key={item.id}>
              <td>{title}</td>
              <td><code>{item.route_name !== null ? `/${item.route_name}` : item.url}</code></td>
              <td>
                <div className="row-actions">
                  {reorder.moveButtons(item, index)}
                  <button type="button" className="secondary" onClick={() => edit(item.id)} aria-label={t`Edit ${title}`}><Trans>Edit</Trans></button>
                  <button type="button" className="danger" onClick={() => setDeleting(item)} aria-label={t`Delete ${title}`}><Trans>Delete</Trans></button>
                </div>
              </td>
            </tr>
          );
        })}
        announcer={reorder.announcer}
        formSpot={formSpot}
        form={list.data && <MenuItemForm key={chosen?.id ?? 'new'} item={chosen} languages={list.data.languages} onDone={finished} />}
      />
      {deleting && (
        <Confirm
          title={t`Delete "${shownText(deleting.title, i18n.locale)}" from the menu?`}
          confirmLabel={t`Delete`}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            remove.mutate(id);
          }}
        />
      )}
    </>
  );
}
