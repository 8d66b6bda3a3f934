// Requests and answers of the staff calls: invitations and resets by one-time link, setting a password
// by the link, one's own password, two-factor sign-in, and the audit page's pick lists.
import { z } from 'zod';
import { text } from '../safe';
import { StaffRole } from '.';

const Password = z.string().min(12, 'At least 12 characters.').max(1024);
const Code = z.string().trim().regex(/^\d{6}$/, 'Six digits.');

export const StaffInviteBody = z.object({
  email: z.email().max(254),
  role: StaffRole,
  name: text(100).trim().min(1).optional(),
});

export const PasswordLinkBody = z.object({ token: text(200).trim().min(20, 'Not a link token.'), password: Password });

export const PasswordLinkUsed = z.object({ email: z.string() });

export const OwnPasswordBody = z.object({ current_password: z.string().min(1).max(1024), new_password: Password });

export const TotpEnrolment = z.object({ secret: z.string(), uri: z.string() });

export const TotpCodeBody = z.object({ code: Code });

export const TotpDisableBody = z.object({ password: z.string().min(1).max(1024) });

export const TwoFactorState = z.object({ two_factor: z.boolean() });

export const AuditOptions = z.object({
  actions: z.array(z.string()),
  staff: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() })),
});
