// The console API's answers, as types only: no server code reaches the bundle.
import type { z } from 'zod';
import type * as C from '../../server/routes/console/contract';
import type * as News from '../../server/routes/console/contract-news';

export type MemberSummary = z.infer<typeof C.MemberSummary>;
export type MemberDetail = z.infer<typeof C.MemberDetail>;
export type AuditPage = z.infer<typeof C.AuditPage>;
export type AuditEntry = z.infer<typeof C.AuditEntry>;
export type ScannedCode = z.infer<typeof C.ScannedCode>;
export type PurchaseAwarded = z.infer<typeof C.PurchaseAwarded>;
export type PointsAdjusted = z.infer<typeof C.PointsAdjusted>;
export type ImageStored = z.infer<typeof News.ImageStored>;
