// Text pages: the app's seven pages and the operator's own at addresses they chose, with their title and
// last change; fixed pages that are missing can be made, and new pages at a new address.
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react/macro';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { shownText } from '../catalogue/texts-fields';
import { NewPageForm } from './new-page-form';
import { PagesNav, usePageNames } from './pages-nav';
import './pages.css';
import { TableScroll } from '../../ui/table-scroll';

export function TextPagesPage() {
  const { i18n, t } = useLingui();
  const { date } = useFormat();
  const errorText = useErrorText();
  const pageName = usePageNames();
  const list = useQuery({ queryKey: ['catalogue', 'pages'], queryFn: () => send('GET /pages') });
  return (
    <>
      <PageTitle><Trans>Text pages</Trans></PageTitle>
      <PagesNav />
      {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
      {list.isPending && <p role="status"><Trans>Loading…</Trans></p>}
      {list.data && (
        <TableScroll label={t`Text pages`}>
        <table>
          <caption className="visually-hidden"><Trans>Text pages</Trans></caption>
          <thead>
            <tr>
              <th scope="col"><Trans>Page</Trans></th>
              <th scope="col"><Trans>Title</Trans></th>
              <th scope="col"><Trans>Address in the app</Trans></th>
              <th scope="col"><Trans>Changed</Trans></th>
            </tr>
          </thead>
          <tbody>
            {list.data.pages.map((p) => (
              <tr key={p.slug}>
                <td><Link to="/pages/$slug" params={{ slug: p.slug }}>{pageName(p.slug)}</Link></td>
                <td>{shownText(p.title, i18n.locale)}</td>
                <td>
                  <code>/{p.slug}</code>
                  {p.old_slugs.length > 0 && (
                    <span className="old-slugs">
                      {' '}<Trans>also at</Trans> {p.old_slugs.map((old) => `/${old}`).join(', ')}
                    </span>
                  )}
                </td>
                <td>{date(p.updated_at)}</td>
              </tr>
            ))}
            {list.data.missing.map((slug) => (
              <tr key={slug}>
                <td><Link to="/pages/$slug" params={{ slug: slug }}>{pageName(slug)}</Link></td>
                <td><span className="badge off"><Trans>Not written yet: members see "not found"</Trans></span></td>
                <td><code>/{slug}</code></td>
                <td>—</td>
              </tr>
            ))}
          </tbody>
        </table>
        </TableScroll>
      )}
      {list.data && <NewPageForm taken={list.data.pages.map((p) => p.slug)} />}
    </>
  );
}
