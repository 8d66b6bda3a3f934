// Who may open which console page: each route names its access in its staticData (admin/src/router.tsx).
import type { StaffMember } from '../session';

/** anyone: no session needed; staff: every signed-in role; editors: editors and admins; till: till accounts and admins. */
export type Access = 'anyone' | 'staff' | 'editors' | 'admins' | 'till';

/** A page without its own access (the not-found page) is open to every signed-in role. */
export function mayOpen(role: StaffMember['role'], access: Access = 'staff'): boolean {
  if (access === 'anyone' || access === 'staff' || role === 'admin') return true;
  if (access === 'editors') return role === 'editor';
  if (access === 'till') return role === 'till';
  return false;
}

/** A route's staticData for pages of editors (and admins), and of admins only. */
export const FOR_EDITORS = { access: 'editors' } as const;
export const FOR_ADMINS = { access: 'admins' } as const;

/** Where `/admin/` takes each role. */
export const HOME = { admin: '/members', editor: '/challenges', till: '/till' } as const;
