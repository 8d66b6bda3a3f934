// The overview's answer, as types only.
import type { z } from 'zod';
import type * as C from '@contract/console/overview';

export type Overview = z.infer<typeof C.Overview>;
