// Query keys of the points history; titles are localised, so the language is part of each key.
export const historyKeys = {
  all: ['history'] as const,
  list: (lang: string) => ['history', 'list', lang] as const,
  preview: (lang: string) => ['history', 'preview', lang] as const,
};
