// The server's text pages, by slug. No zod here: the app reads the list itself (?genericPopup=).
export const CONTENT_SLUGS = ['help', 'terms', 'about', 'business', 'privacy-policy', 'welcome', 'terms-and-conditions'] as const;
