// News in the console, as types only.
import type { z } from 'zod';
import type * as C from '@contract/console/news';

export type NewsEntry = z.infer<typeof C.NewsEntry>;
export type NewsBody = z.input<typeof C.NewsBody>;
