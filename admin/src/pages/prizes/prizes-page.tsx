// Prizes: every prize with its price, stock and rewards issued; a name opens the prize's editor.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { DownloadButton } from '../../ui/download-button';
import { PageTitle } from '../../ui/page-title';
import { shownText } from '../catalogue/texts-fields';
import { PrizesNav } from './prizes-nav';
import { TableScroll } from '../../ui/table-scroll';

export function PrizesPage() {
  const { t, i18n } = useLingui();
  const { number } = useFormat();
  const errorText = useErrorText();
  const prizes = useQuery({ queryKey: ['catalogue', 'prizes'], queryFn: () => send('GET /prizes') });
  const categories = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: () => send('GET /prize-categories') });
  const categoryName = (id: number | null) => {
    const found = categories.data?.categories.find((c) => c.id === id);
    return found ? shownText(found.name, i18n.locale) : '—';
  };
  return (
    <>
      <div className="title-row">
        <PageTitle><Trans>Prizes</Trans></PageTitle>
        <Link to="/prizes/new" className="button-link"><Trans>New prize</Trans></Link>
        <DownloadButton path={`/exports/prizes.csv?lang=${i18n.locale}`} fileName="prizes.csv"><Trans>Download CSV</Trans></DownloadButton>
      </div>
      <PrizesNav />
      {prizes.isError && <Notice kind="error">{errorText(prizes.error)}</Notice>}
      {prizes.isPending && <p role="status"><Trans>Loading…</Trans></p>}
      {prizes.data && prizes.data.prizes.length === 0 && <p><Trans>There are no prizes yet.</Trans></p>}
      {prizes.data && prizes.data.prizes.length > 0 && (
        <TableScroll label={t`Prizes`}>
          <table>
            <caption className="visually-hidden"><Trans>Prizes</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden"><Trans>Picture</Trans></span></th>
                <th scope="col"><Trans>Prize</Trans></th>
                <th scope="col"><Trans>Category</Trans></th>
                <th scope="col" className="num"><Trans>Points</Trans></th>
                <th scope="col" className="num"><Trans>Items left</Trans></th>
                <th scope="col" className="num"><Trans>Rewards issued</Trans></th>
                <th scope="col"><Trans>Status</Trans></th>
              </tr>
            </thead>
            <tbody>
              {prizes.data.prizes.map((p) => (
                <tr key={p.id}>
                  <td>{p.image_id !== null && <img className="thumb" src={`/image/i.${p.image_id}/w.100:h.100:f.0/image.png`} alt="" />}</td>
                  <td><Link to="/prizes/$id" params={{ id: String(p.id) }}>{shownText(p.name, i18n.locale)}</Link></td>
                  <td>{categoryName(p.category_id)}</td>
                  <td className="num">{number(p.value)}</td>
                  <td className="num">{p.items_left === null ? t`Unlimited` : number(p.items_left)}</td>
                  <td className="num">{number(p.rewards_issued)}</td>
                  <td>
                    {p.active ? <span className="badge on"><Trans>Shown</Trans></span> : <span className="badge off"><Trans>Hidden</Trans></span>}{' '}
                    {!p.redeemable && <span className="badge"><Trans>Challenges only</Trans></span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
