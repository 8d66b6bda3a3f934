// GET /getInvitation/{referralId}: public, for the invite landing page (invite/{referralId}). It names
// the inviter only for a valid code, and each address may ask a limited number of times, so it cannot
// be used to list members. Prefix /api/user-side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Invitation, InvitationParams } from '../../contract/economy';
import { badRequest } from '../errors';
import { REFERRAL_POINTS } from '../services/economy/constants';
import { invitation } from '../services/economy/referrals';

/** A person opens a handful of invitations; a script trying codes is stopped early. */
export const INVITATION_LOOKUPS = { max: 30, timeWindow: '10 minutes' };

export default async function invitationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/getInvitation/:referralId',
    { config: { rateLimit: INVITATION_LOOKUPS }, schema: { params: InvitationParams, response: { 200: Invitation } } },
    async (request, reply) => {
      const found = await invitation(app.db, request.params.referralId);
      if (!found) throw badRequest('ReferralCodeInvalid', 'This invitation link is not valid.');
      void reply.header('cache-control', 'no-store');
      return {
        inviter_name: found.inviterName,
        referred_points: REFERRAL_POINTS.referred,
        referrer_points: REFERRAL_POINTS.referrer,
        signup_bonus_points: app.config.SIGNUP_BONUS_POINTS,
      };
    },
  );
}
