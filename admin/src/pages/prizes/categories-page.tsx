// Prize categories: their order in the app (moved one step at a time), a name per language and a
// picture; one form makes a new category or edits the chosen one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { OrderedListAndForm, useRowEditing } from '../../ui/ordered-list-and-form';
import { useReorder } from '../../ui/reorder';
import { ImagePicker } from '../../ui/image-picker';
import { shownText, TextsFields } from '../catalogue/texts-fields';
import type { ConsoleCategory, Texts } from '../catalogue/types';
import { PrizesNav } from './prizes-nav';

const KEY = ['catalogue', 'categories'];

function CategoryForm({ category, languages, onDone }: { category: ConsoleCategory | null; languages: string[]; onDone: (words: string) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState<Texts>(category?.name ?? {});
  const [imageId, setImageId] = useState<number | null>(category?.image_id ?? null);
  const save = useMutation({
    mutationFn: () =>
      category
        ? send('POST /prize-categories/:id', { params: { id: category.id }, body: { name, image_id: imageId } })
        : send('POST /prize-categories', { body: { name, image_id: imageId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      onDone(category ? t`The category is saved.` : t`The category is created.`);
      if (!category) {
        setName({});
        setImageId(null);
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="stack card" aria-labelledby="category-form-title">
      <h2 id="category-form-title" tabIndex={-1}>{category ? t`Edit the category` : t`New category`}</h2>
      <TextsFields legend={t`Category name`} languages={languages} value={name} onChange={setName} maxLength={100} />
      <ImagePicker label={t`Picture of the category`} shape="square" imageId={imageId} onChange={setImageId} />
      {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
      <div className="actions">
        <button type="submit" disabled={save.isPending}>{category ? t`Save the category` : t`Create the category`}</button>
        {category && <button type="button" className="secondary" onClick={() => onDone('')}><Trans>Cancel</Trans></button>}
      </div>
    </form>
  );
}

export function CategoriesPage() {
  const { t, i18n } = useLingui();
  const { number } = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => send('GET /prize-categories') });
  const { editing, setDone, done, formSpot, edit, finished } = useRowEditing();
  const order = useMutation({
    mutationFn: (ids: number[]) => send('POST /prize-categories/order', { body: { ids } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      setDone(t`The new order is saved.`);
    },
  });
  const categories = list.data?.categories ?? [];
  const reorder = useReorder({
    items: categories,
    keyOf: (c) => c.id,
    nameOf: (c) => shownText(c.name, i18n.locale),
    onReorder: (next) => order.mutate(next.map((c) => c.id)),
    busy: order.isPending,
  });
  const chosen = categories.find((c) => c.id === editing) ?? null;
  return (
    <>
      <PageTitle><Trans>Prize categories</Trans></PageTitle>
      <PrizesNav />
      {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
      {order.isError && <Notice kind="error">{errorText(order.error)}</Notice>}
      {done && <Notice kind="success">{done}</Notice>}
      <OrderedListAndForm
        titleId="categories-title"
        title={<Trans>In the app's order</Trans>}
        loading={list.isPending}
        loaded={Boolean(list.data)}
        empty={<Trans>There are no categories yet.</Trans>}
        count={categories.length}
        head={
          <>
            <th scope="col"><Trans>Category</Trans></th>
            <th scope="col" className="num"><Trans>Prizes</Trans></th>
            <th scope="col"><Trans>Actions</Trans></th>
          </>
        }
        rows={categories.map((c, index) => {
          const name = shownText(c.name, i18n.locale);
          return (
            <tr key={c.id}>
              <td>{c.image_id !== null && <img className="thumb" src={`/image/i.${c.image_id}/w.100:h.100:f.0/image.png`} alt="" />} {name}</td>
              <td className="num">{number(c.prizes)}</td>
              <td>
                <div className="row-actions">
                  {reorder.moveButtons(c, index)}
                  <button type="button" className="secondary" onClick={() => edit(c.id)} aria-label={t`Edit ${name}`}><Trans>Edit</Trans></button>
                </div>
              </td>
            </tr>
          );
        })}
        announcer={reorder.announcer}
        formSpot={formSpot}
        form={list.data && <CategoryForm key={chosen?.id ?? 'new'} category={chosen} languages={list.data.languages} onDone={finished} />}
      />
    </>
  );
}
