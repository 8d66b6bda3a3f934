// The console API's answers, as types only: no server code reaches the bundle.
import type { z } from 'zod';
import type * as C from '@contract/console';
import type * as Members from '@contract/console/members';
import type * as News from '@contract/console/news';
import type * as StaffCalls from '@contract/console/staff';

export type MemberSummary = z.infer<typeof C.MemberSummary>;
export type MemberDetail = z.infer<typeof C.MemberDetail>;
export type AuditPage = z.infer<typeof C.AuditPage>;
export type AuditEntry = z.infer<typeof C.AuditEntry>;
export type ScannedCode = z.infer<typeof C.ScannedCode>;
export type PurchaseAwarded = z.infer<typeof C.PurchaseAwarded>;
export type PointsAdjusted = z.infer<typeof C.PointsAdjusted>;
export type ImageStored = z.infer<typeof News.ImageStored>;
export type MemberList = z.infer<typeof Members.MemberList>;
export type MemberListRow = z.infer<typeof Members.MemberListRow>;
export type MemberProfile = z.infer<typeof Members.MemberProfile>;
export type StaffAccount = z.infer<typeof C.StaffAccount>;
export type StaffMe = z.infer<typeof C.StaffMe>;
export type TotpEnrolment = z.infer<typeof StaffCalls.TotpEnrolment>;
export type AuditOptions = z.infer<typeof StaffCalls.AuditOptions>;
