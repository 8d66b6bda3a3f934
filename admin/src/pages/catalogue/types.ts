// The catalogue calls' answers, as types only: no server code reaches the bundle.
import type { z } from 'zod';
import type * as C from '@contract/console/catalogue';

export type Texts = Record<string, string>;
export type ConsolePrize = z.infer<typeof C.ConsolePrize>;
export type ConsoleCategory = z.infer<typeof C.ConsoleCategory>;
export type ConsoleCategoryList = z.infer<typeof C.ConsoleCategoryList>;
export type ConsolePromoCode = z.infer<typeof C.ConsolePromoCode>;
export type ConsolePage = z.infer<typeof C.ConsolePage>;
export type ConsoleMenuItem = z.infer<typeof C.ConsoleMenuItem>;
export type PageSlug = z.infer<typeof C.PageSlug>;
export type CodeMedia = ConsolePrize['code_media'];
