// The reports' answer, as types only.
import type { z } from 'zod';
import type * as C from '@contract/console/reports';

export type Reports = z.infer<typeof C.Reports>;
