// POST /toggleFavouritePrize: the heart on prize cards and the prize page. Optimistic: every cached
// copy of the prize flips at once and rolls back if the server says no. Offline it is queued like
// the other actions that can wait, and stays flipped.
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Prize, PrizeList, PrizeListItem, PrizesPage } from '@contract/economy';
import { isBrowserOffline } from '@/features/offline/browser-offline';
import { sendOrQueue } from '@/features/offline/send-or-queue';
import { toast } from '@/features/toasts/toast';
import { prizeKeys } from '@/api/queries/prizes';
import { emitAppEvent } from '@/lib/app-events';

export const toListItem = (prize: Prize): PrizeListItem => ({
  id: prize.id,
  category_id: prize.category_id,
  image_id: prize.image_id,
  prize_name: prize.name,
  value: prize.value,
  items_left: prize.items_left,
  prize_tags: prize.tags,
  is_favourite: prize.is_favourite,
});

function setFavourite(queryClient: QueryClient, prize: PrizeListItem, favourite: boolean) {
  const flip = <T extends { id: number; is_favourite: boolean }>(item: T): T => (item.id === prize.id ? { ...item, is_favourite: favourite } : item);
  queryClient.setQueriesData<PrizeList>({ queryKey: [...prizeKeys.all, 'suggestions'] }, (data) => data && { list: data.list.map(flip) });
  queryClient.setQueriesData<InfiniteData<PrizesPage>>(
    { queryKey: [...prizeKeys.all, 'list'] },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, prizes: page.prizes.map(flip) })) },
  );
  queryClient.setQueriesData<Prize>({ queryKey: [...prizeKeys.all, 'detail', prize.id] }, (data) => data && flip(data));
  queryClient.setQueriesData<PrizeList>({ queryKey: [...prizeKeys.all, 'favourites'] }, (data) => {
    if (!data) return data;
    const others = data.list.filter((item) => item.id !== prize.id);
    return { list: favourite ? [{ ...prize, is_favourite: true }, ...others] : others };
  });
}

export function useToggleFavourite() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prize: PrizeListItem) => {
      const sent = await sendOrQueue('toggleFavouritePrize', { prize_id: prize.id }, undefined, { subject: prize.prize_name });
      return sent.queued ? { is_favourite: !prize.is_favourite, queued: true } : { ...sent.data, queued: false };
    },
    onMutate: async (prize) => {
      await queryClient.cancelQueries({ queryKey: prizeKeys.all });
      const snapshot: [QueryKey, unknown][] = queryClient.getQueriesData({ queryKey: prizeKeys.all });
      setFavourite(queryClient, prize, !prize.is_favourite);
      return { snapshot };
    },
    onError: (_error, _prize, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(t`Your favourites could not be updated. Please try again.`);
    },
    onSuccess: (answer, prize) => {
      setFavourite(queryClient, prize, answer.is_favourite);
      if (!answer.queued) emitAppEvent('play-sound', 'favourites-updated');
      else if (isBrowserOffline()) toast.info(t`You are offline: your favourites are changed here and will be sent when you are back online.`);
      else toast.info(t`The network is not answering: your favourites are changed here and will be sent once it answers.`);
    },
    // Queued, a refetch would undo the flip from the saved answers: the replay refreshes them.
    onSettled: (answer) => (answer?.queued ? undefined : queryClient.invalidateQueries({ queryKey: [...prizeKeys.all, 'favourites'] })),
  });
}
