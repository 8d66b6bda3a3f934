// Reports a finance team takes away (admins): points by month, redemptions per prize over a range of
// months, each challenge's funnel; every chart with its table and a CSV download, plus till purchases.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { query, send } from '../../api';
import { useErrorText } from '../../errors';
import { DownloadButton } from '../../ui/download-button';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { FunnelReport } from './funnel-report';
import { monthLabel, rangeOf } from './month-range';
import { PointsReport } from './points-report';
import { PrizeReport } from './prize-report';
import { RangeForm } from './range-form';
import '../overview/overview.css';
import './reports.css';
import { useSearch } from '@tanstack/react-router';

/** The last day of a month, YYYY-MM-DD. */
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

export function ReportsPage() {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const range = rangeOf(new URLSearchParams(useSearch({ from: '/reports' })));
  const rangeQuery = query({ from: range.from, to: range.to, lang: i18n.locale });
  const report = useQuery({
    queryKey: ['reports', range.from, range.to, i18n.locale],
    queryFn: () => send('GET /reports', { query: { from: range.from, to: range.to, lang: i18n.locale } }),
    placeholderData: keepPreviousData,
  });
  const from = monthLabel(range.from, i18n.locale, 'long');
  const to = monthLabel(range.to, i18n.locale, 'long');
  const fileName = (name: string) => `${name}-${range.from}-${range.to}.csv`;
  return (
    <>
      <PageTitle><Trans>Reports</Trans></PageTitle>
      <RangeForm range={range} />
      <p className="hint">
        <Trans>From {from} to {to}, both included. Months are counted in UTC; figures come from the points ledger.</Trans>
      </p>
      {report.isError && <Notice kind="error">{errorText(report.error)}</Notice>}
      {report.data && (
        <div aria-busy={report.isFetching}>
          <section aria-labelledby="report-points" className="card">
            <div className="report-head">
              <h2 id="report-points"><Trans>Points by month</Trans></h2>
              <DownloadButton path={`/exports/report-points.csv${rangeQuery}`} fileName={fileName('points')}><Trans>Download CSV</Trans></DownloadButton>
            </div>
            <p className="hint">
              <Trans>Issued: points members earned. Redeemed: points spent on prizes. Expired: points that lapsed. Adjusted: deductions by staff and voided purchases. Outstanding: all balances at the month's end.</Trans>
            </p>
            <PointsReport report={report.data} />
          </section>
          <section aria-labelledby="report-prizes" className="card">
            <div className="report-head">
              <h2 id="report-prizes"><Trans>Redemptions by prize</Trans></h2>
              <DownloadButton path={`/exports/report-prizes.csv${rangeQuery}`} fileName={fileName('prizes')}><Trans>Download CSV</Trans></DownloadButton>
            </div>
            <PrizeReport prizes={report.data.prizes} />
          </section>
          <section aria-labelledby="report-funnels" className="card">
            <div className="report-head">
              <h2 id="report-funnels"><Trans>Challenge funnels</Trans></h2>
              <DownloadButton path={`/exports/report-challenges.csv${query({ lang: i18n.locale })}`} fileName="challenges.csv"><Trans>Download CSV</Trans></DownloadButton>
            </div>
            <p className="hint">
              <Trans>All time. Seen counts members who accepted a challenge or put it aside; the app does not record mere views.</Trans>
            </p>
            <FunnelReport challenges={report.data.challenges} />
          </section>
          <section aria-labelledby="report-till" className="card">
            <div className="report-head">
              <h2 id="report-till"><Trans>Till purchases</Trans></h2>
              <DownloadButton path={`/exports/till-purchases.csv${query({ from: `${range.from}-01`, to: lastDay(range.to) })}`} fileName={fileName('till-purchases')}>
                <Trans>Download CSV</Trans>
              </DownloadButton>
            </div>
            <p className="hint"><Trans>Every purchase at the till in these months, with its receipt number, amount, points and any void.</Trans></p>
          </section>
        </div>
      )}
    </>
  );
}
