// Numbers the server enforces and the app shows or checks before a request. This module imports nothing
// (no zod), so the app reads them from here instead of typing them again.

/** The most points one transfer may send (TransferPoints). */
export const TRANSFER_MAX_POINTS = 100_000;

/** The ages a birthday may give (BirthdayAnswer). */
export const MIN_AGE = 13;
export const MAX_AGE = 120;

/** Challenges in one page of GET /getUserChallenges. */
export const CHALLENGES_PAGE_SIZE = 10;

/** News items in one page of GET /getNews unless `length` asks otherwise. */
export const NEWS_PAGE_LENGTH = 10;

/** Entries in one page of GET /getHistory unless `length` asks otherwise; the app asks for this many. */
export const HISTORY_PAGE_LENGTH = 20;

/** The most items any paged list answers at once (`length`). */
export const PAGE_LENGTH_MAX = 100;

/** Prizes GET /getPrizesSuggestion answers unless `limit` asks otherwise; the app shows this many. */
export const PRIZE_SUGGESTIONS = 6;

/** The console's member import takes files up to this size (about 200,000 rows of a usual width). */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
