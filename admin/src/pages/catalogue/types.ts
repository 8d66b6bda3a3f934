// The catalogue calls' answers, as types only: no server code reaches the bundle.
import type { z } from 'zod';
import type * as C from '@contract/console/catalogue';

export type Texts = Record<string, string>;
export type ConsolePrize = z.infer<typeof C.ConsolePrize>;
export type ConsolePrizeList = z.infer<typeof C.ConsolePrizeList>;
export type ConsoleCategory = z.infer<typeof C.ConsoleCategory>;
export type ConsoleCategoryList = z.infer<typeof C.ConsoleCategoryList>;
export type ConsolePromoCode = z.infer<typeof C.ConsolePromoCode>;
export type ConsolePromoCodeList = z.infer<typeof C.ConsolePromoCodeList>;
export type PromoCodeUses = z.infer<typeof C.PromoCodeUses>;
export type ConsolePage = z.infer<typeof C.ConsolePage>;
export type ConsolePageList = z.infer<typeof C.ConsolePageList>;
export type ConsoleMenuItem = z.infer<typeof C.ConsoleMenuItem>;
export type ConsoleMenuItemList = z.infer<typeof C.ConsoleMenuItemList>;
export type PageSlug = z.infer<typeof C.PageSlug>;
export type CodeMedia = ConsolePrize['code_media'];
export const BARCODE_TYPES = ['QRCODE', 'CODE128', 'EAN13', 'EAN8', 'UPCA', 'ITF14'] as const;
