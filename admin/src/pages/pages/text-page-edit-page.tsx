// One text page: its title and HTML body in every language; saved bodies come back cleaned, as members
// get them. A page that does not exist yet is made by saving; an existing one can be deleted.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Confirm } from '../../ui/confirm';
import { Link, useNavigate } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { TextsFields } from '../catalogue/texts-fields';
import type { ConsolePage, PageSlug, Texts } from '../catalogue/types';
import { isCustomPageSlug } from '@contract/content-slugs';
import { PageAddressForm } from './page-address-form';
import { usePageNames } from './pages-nav';
import './pages.css';

const KEY = ['catalogue', 'pages'];

function Editor({ slug, page, languages }: { slug: PageSlug; page: ConsolePage | null; languages: string[] }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState<Texts>(page?.title ?? {});
  const [body, setBody] = useState<Texts>(page?.body ?? {});
  const [saved, setSaved] = useState(false);
  const [asking, setAsking] = useState(false);
  const save = useMutation({
    mutationFn: () => (page ? send('POST /pages/:slug', { params: { slug }, body: { title, body } }) : send('POST /pages', { body: { slug, title, body } })),
    onMutate: () => setSaved(false),
    onSuccess: async (answer) => {
      setBody(answer.body);
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const remove = useMutation({
    mutationFn: () => send('POST /pages/:slug/delete', { params: { slug } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      void navigate({ to: '/pages' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const failed = save.error ?? remove.error;
  return (
    <form onSubmit={submit} className="stack card">
      {!page && <p className="hint"><Trans>This page does not exist yet; members who open it are told it is not found. Saving makes it.</Trans></p>}
      <TextsFields legend={t`Title`} languages={languages} value={title} onChange={setTitle} maxLength={200} />
      <TextsFields
        legend={t`Text (HTML)`}
        languages={languages}
        value={body}
        onChange={setBody}
        multiline
        rows={14}
        maxLength={100000}
        hint={t`Headings, paragraphs, lists, links, tables and https pictures are kept. Scripts, styles and event attributes are removed when you save, and you see the cleaned text here.`}
      />
      {failed && <Notice kind="error">{errorText(failed)}</Notice>}
      {saved && <Notice kind="success"><Trans>The page is saved.</Trans></Notice>}
      <div className="actions">
        <button type="submit" disabled={save.isPending}>{page ? t`Save the page` : t`Create the page`}</button>
        {page && <button type="button" className="danger" onClick={() => setAsking(true)}><Trans>Delete the page</Trans></button>}
      </div>
      {asking && (
        <Confirm title={t`Delete this page?`} confirmLabel={t`Delete`} danger onCancel={() => setAsking(false)} onConfirm={() => { setAsking(false); remove.mutate(); }}>
          <p><Trans>Members who open it will be told it is not found, until it is written again.</Trans></p>
        </Confirm>
      )}
    </form>
  );
}

export function TextPageEditPage({ slug }: { slug: string }) {
  const errorText = useErrorText();
  const pageName = usePageNames();
  const list = useQuery({ queryKey: KEY, queryFn: () => send('GET /pages') });
  const page = list.data?.pages.find((p) => p.slug === slug) ?? null;
  // A fixed page, an operator's page, or a new address for one (made by saving).
  const known = list.data && (page !== null || list.data.missing.some((s) => s === slug) || isCustomPageSlug(slug));
  return (
    <>
      <p className="back"><Link to="/pages">← <Trans>All text pages</Trans></Link></p>
      <PageTitle>{pageName(slug)}</PageTitle>
      {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
      {list.isPending && <p role="status"><Trans>Loading…</Trans></p>}
      {list.data && !known && <p><Trans>The app has no page at this address.</Trans></p>}
      {page && !page.fixed && <PageAddressForm page={page} />}
      {list.data && known && <Editor slug={slug as PageSlug} page={page} languages={list.data.languages} />}
    </>
  );
}
