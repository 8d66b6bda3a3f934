// Requests and answers of the console API (/api/console), for the routes and the console's own client.
import { z } from 'zod';
import { HistoryEntry, PartnerRewardRedeemed } from '../economy';
import { BodyId, MAX_ROW_ID, RouteId, text } from '../safe';
import { Moment } from '../dates';

const Int = z.number().int();
const Iso = z.string();

/** What a member of staff may do: everything, content, or the till only. */
export const STAFF_ROLES = ['admin', 'editor', 'till'] as const;
export const StaffRole = z.enum(STAFF_ROLES);

export const StaffSignIn = z.object({
  email: text(254).trim().min(3),
  password: z.string().min(1).max(1024),
  /** The authenticator app's 6 digits, for an account with two-factor sign-in (else 401 TotpRequired). */
  code: z.string().trim().regex(/^\d{6}$/, 'Six digits.').optional(),
});

export const Staff = z.object({ id: Int, email: z.string(), role: StaffRole, name: z.string().nullable() });

export const StaffSignedIn = z.object({ token: z.string(), expires_at: Iso, staff: Staff });

export const StaffMe = z.object({ staff: Staff, expires_at: Iso, two_factor: z.boolean() });

export const Done = z.object({ success: z.literal(true) });

/** A row id in the path or query, within the database's integer range. */
export const RowId = RouteId.pipe(z.number().max(MAX_ROW_ID, 'No such id.'));

export const MemberIdParam = z.object({ id: RowId });

export const MemberSummary = z.object({
  id: Int,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  customer_id: z.string().nullable(),
  email: z.string().nullable(),
  points: Int,
  deactivated_at: Iso.nullable(),
});

export const MemberDetail = z.object({
  member: MemberSummary.extend({ total_points_earned: Int, language: z.string().nullable(), created_at: Iso }),
  history: z.array(HistoryEntry),
  rewards: z.array(
    z.object({ id: Int, code: z.string(), prize_name: z.string(), used_at: Iso.nullable(), valid_till: Iso.nullable(), created_at: Iso }),
  ),
  challenges: z.array(z.object({ id: Int, name: z.string(), status: z.enum(['accepted', 'pending', 'failed', 'completed']), updated_at: Iso })),
  purchases: z.array(
    z.object({
      id: Int,
      amount: z.number(),
      points: Int,
      receipt_number: z.string().nullable(),
      created_at: Iso,
      voided_at: Iso.nullable(),
      void_reason: z.string().nullable(),
    }),
  ),
  push_tokens: Int,
  active_sessions: Int,
});

export const PointsAdjustmentBody = z.object({
  /** Positive awards, negative deducts. */
  points: Int.min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'Must not be 0.'),
  reason: text(200).trim().min(1),
});

export const PointsAdjusted = z.object({ balance: Int, ledger_id: Int });

export const MemberDeactivated = z.object({ deactivated_at: Iso });

export const SessionsEnded = z.object({ ended: Int });

export const TillCodeParam = z.object({ code: text(64).trim().min(1) });

export const ScannedCode = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reward'),
    reward: z.object({
      id: Int,
      code: z.string(),
      prize_name: z.string(),
      state: z.enum(['active', 'used', 'expired']),
      used_at: Iso.nullable(),
      valid_till: Iso.nullable(),
    }),
    member: z.object({ id: Int, first_name: z.string().nullable() }),
  }),
  z.object({
    kind: z.literal('member'),
    member: z.object({ id: Int, first_name: z.string().nullable(), last_name: z.string().nullable(), points: Int }),
  }),
]);

export const RewardUsed = PartnerRewardRedeemed;

export const PurchaseBody = z.object({
  member_id: BodyId,
  /** Money spent, in the programme's currency, at most two decimals. */
  amount: z
    .number()
    .positive()
    .max(1_000_000)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals.'),
  /** The shop's receipt number: one purchase per receipt. */
  receipt_number: text(64).trim().min(1).optional(),
});

export const PurchaseAwarded = z.object({ points: Int, balance: Int, rate: z.number(), purchase_id: Int, receipt_number: z.string().nullable() });

export const AuditQuery = z.object({
  staff_id: RowId.optional(),
  action: text(100).trim().min(1).optional(),
  entity_type: text(100).trim().min(1).optional(),
  entity_id: text(100).trim().min(1).optional(),
  from: Moment.optional(),
  to: Moment.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});

export const AuditEntry = z.object({
  id: Int,
  staff_id: Int.nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: Iso,
});

export const AuditPage = z.object({ total: Int, page: Int, page_size: Int, entries: z.array(AuditEntry) });

export const NewStaffBody = z.object({
  email: z.email().max(254),
  password: z.string().min(12, 'At least 12 characters.').max(1024),
  role: StaffRole,
  name: text(100).trim().min(1).optional(),
});

export const StaffAccount = Staff.extend({ deactivated_at: Iso.nullable(), password_set: z.boolean(), two_factor: z.boolean() });

export const StaffList = z.object({ staff: z.array(StaffAccount) });

export const StaffIdParam = z.object({ id: RowId });

export const StaffChangeBody = z
  .object({ role: StaffRole.optional(), deactivated: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.deactivated !== undefined, 'Name a role or deactivated.');
