// Query keys of this feature, written once (the factories below and the cache helpers reuse them).
export const challengeKeys = {
  all: ['challenges'] as const,
  lists: () => [...challengeKeys.all, 'list'] as const,
  list: (lang: string) => [...challengeKeys.lists(), lang] as const,
  ones: () => [...challengeKeys.all, 'one'] as const,
  one: (id: number, lang: string) => [...challengeKeys.ones(), id, lang] as const,
  friendsCompleted: (id: number) => [...challengeKeys.all, 'friends-completed', id] as const,
};
