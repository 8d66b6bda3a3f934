// Partner API: tags on a member (POST /api/partner/members/tags and /members/tags/remove, scope "tags"), read by the
// console's segment rules (contract/console/segments.ts).
import { z } from 'zod';
import { MemberTag } from './console/segments';
import { Phone } from './phone';
import { text } from './safe';

export const PartnerTagsBody = z
  .object({
    /** The member's external id, or its SHA-256 hex (user_external_id_hash of getUserData). */
    user_external_id: text(200).trim().min(1).optional(),
    phone: Phone.optional(),
    tags: z.array(MemberTag).min(1).max(20),
  })
  .refine((v) => v.user_external_id !== undefined || v.phone !== undefined, {
    message: 'Name the member by user_external_id or phone.',
    path: ['user_external_id'],
  });
export type PartnerTagsBody = z.infer<typeof PartnerTagsBody>;

/** Every tag the member has now, sorted. */
export const PartnerTagsResult = z.object({ success: z.literal(true), tags: z.array(z.string()) });
