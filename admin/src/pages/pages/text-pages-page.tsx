// Text pages: the app's pages that exist, with their title and last change; those missing can be made.
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react/macro';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Link } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { shownText } from '../catalogue/texts-fields';
import { PagesNav, usePageNames } from './pages-nav';

export function TextPagesPage() {
  const { i18n } = useLingui();
  const { date } = useFormat();
  const errorText = useErrorText();
  const pageName = usePageNames();
  const list = useQuery({ queryKey: ['catalogue', 'pages'], queryFn: () => send('GET /pages') });
  return (
    <>
      <PageTitle><Trans>Text pages</Trans></PageTitle>
      <PagesNav path="/pages" />
      {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
      {list.isPending && <p role="status"><Trans>Loading…</Trans></p>}
      {list.data && (
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
                <td><Link to={`/pages/${p.slug}`}>{pageName(p.slug)}</Link></td>
                <td>{shownText(p.title, i18n.locale)}</td>
                <td><code>/{p.slug}</code></td>
                <td>{date(p.updated_at)}</td>
              </tr>
            ))}
            {list.data.missing.map((slug) => (
              <tr key={slug}>
                <td><Link to={`/pages/${slug}`}>{pageName(slug)}</Link></td>
                <td><span className="badge off"><Trans>Not written yet: members see "not found"</Trans></span></td>
                <td><code>/{slug}</code></td>
                <td>—</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
