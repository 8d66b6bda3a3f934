// Requests and answers of the member list (filters, sorting, pages), profile edits, reactivation and
// voiding a till purchase.
import { z } from 'zod';
import { Phone } from '../phone';
import { text } from '../safe';
import { MemberSummary, RowId } from '.';
import { Day } from '../dates';

const Points = z.coerce.number().int().min(0).max(1_000_000_000);

export const MemberListQuery = z
  .object({
    q: text(100).trim().min(1).optional(),
    status: z.enum(['active', 'deactivated']).optional(),
    joined_from: Day.optional(),
    joined_to: Day.optional(),
    active_from: Day.optional(),
    active_to: Day.optional(),
    points_min: Points.optional(),
    points_max: Points.optional(),
    sort: z.enum(['joined', 'name', 'points', 'last_active']).default('joined'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.joined_from || !q.joined_to || q.joined_from <= q.joined_to, { message: 'The first day is after the last.', path: ['joined_to'] })
  .refine((q) => !q.active_from || !q.active_to || q.active_from <= q.active_to, { message: 'The first day is after the last.', path: ['active_to'] })
  .refine((q) => q.points_min === undefined || q.points_max === undefined || q.points_min <= q.points_max, {
    message: 'The least is more than the most.',
    path: ['points_max'],
  });

export const MemberListRow = MemberSummary.extend({ created_at: z.string(), last_active_at: z.string().nullable() });

export const MemberList = z.object({ total: z.number().int(), page: z.number().int(), page_size: z.number().int(), members: z.array(MemberListRow) });

const Name = text(100).trim().min(1).nullable();

export const MemberProfileBody = z
  .object({
    first_name: Name.optional(),
    last_name: Name.optional(),
    email: z.email('Not an e-mail address.').max(254).nullable().optional(),
    phone: Phone.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Name a field to change.');

export const MemberProfile = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const MemberReactivated = z.object({ deactivated_at: z.null() });

export const PurchaseParams = z.object({ id: RowId, purchaseId: RowId });

export const PurchaseVoidBody = z.object({ reason: text(200).trim().min(1) });

export const PurchaseVoided = z.object({ balance: z.number().int(), voided_at: z.string() });
