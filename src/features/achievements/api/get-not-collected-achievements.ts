// GET /getUserNotCollectedAchievements: achievements earned and waiting to be collected.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

export const achievementKeys = {
  all: ['achievements'] as const,
  notCollected: (lang: string) => [...achievementKeys.all, 'not-collected', lang] as const,
};

export const notCollectedAchievementsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: achievementKeys.notCollected(lang),
    queryFn: ({ signal }) => api.get('getUserNotCollectedAchievements', { signal }),
  });
