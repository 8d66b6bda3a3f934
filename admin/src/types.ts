// The console API's answers, as types only: no server code reaches the bundle.
import type { z } from 'zod';
import type * as C from '@contract/console';
import type * as Members from '@contract/console/members';
import type * as StaffCalls from '@contract/console/staff';

export type MemberDetail = z.infer<typeof C.MemberDetail>;
export type AuditEntry = z.infer<typeof C.AuditEntry>;
export type ScannedCode = z.infer<typeof C.ScannedCode>;
export type MemberListRow = z.infer<typeof Members.MemberListRow>;
export type MemberProfile = z.infer<typeof Members.MemberProfile>;
export type StaffAccount = z.infer<typeof C.StaffAccount>;
export type TotpEnrolment = z.infer<typeof StaffCalls.TotpEnrolment>;
