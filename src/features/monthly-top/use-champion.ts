// What the congratulation says and shares, from the data: the member's place in the month the list
// belongs to ("You were #1 in October 2026" once that month is over, "You are #1 in November 2026"
// while it runs), and a share of the landing page with its card picture.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { monthlyTopQueryOptions } from './api/monthly-top';
import { formatMonth, shareCardUrl, shareLink } from './share-link';

const thisMonth = (now = new Date()) => now.toISOString().slice(0, 7);

export function useChampion() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const user = useAtomValue(userDataAtom);
  // The landing page in the language the member reads now (the stored link names the one of its making).
  const url = user?.is_in_monthly_top && user.monthly_top_url ? user.monthly_top_url.replace(/^\/[a-z]{2}(?=\/monthly-top-user\/)/, `/${lang}`) : null;
  const top = useQuery({ ...monthlyTopQueryOptions(), enabled: Boolean(url) });
  if (!url) return null;

  const mine = top.data?.list.find((entry) => entry.me);
  const month = top.data?.month ? formatMonth(top.data.month, lang) : null;
  const past = top.data?.month ? top.data.month < thisMonth() : false;
  const rank = mine?.rank;
  const title =
    rank && month
      ? past
        ? t`You were #${rank} in ${month}`
        : t`You are #${rank} in ${month}`
      : t`You are a monthly champion!`;
  const share = () =>
    shareLink(
      url,
      {
        title: t`I am a monthly champion!`,
        text: rank && month ? (past ? t`I was #${rank} in ${month}.` : t`I am #${rank} in ${month}.`) : undefined,
        copied: t`Link copied`,
        failed: t`The link could not be shared.`,
      },
      shareCardUrl(url, lang),
    );
  return { url, top: top.data, loading: top.isPending, month, title, share };
}
