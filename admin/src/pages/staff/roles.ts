// The staff roles in words, with what each may do.
import { useLingui } from '@lingui/react/macro';

export type Role = 'admin' | 'editor' | 'till';

export function useRoleNames(): Record<Role, string> {
  const { t } = useLingui();
  return { till: t`Till`, editor: t`Editor`, admin: t`Admin` };
}
