// The console's settings, as types only.
import type { z } from 'zod';
import type * as C from '@contract/console/settings';

export type ConsoleSettings = z.infer<typeof C.ConsoleSettings>;
export type EditableSettings = z.infer<typeof C.EditableSettings>;
export type MenuEntry = EditableSettings['ui.mainMenuOrderMobile'][number];
