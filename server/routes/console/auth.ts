// Console sign-in, the signed-in staff member, and sign-out. Sign-in is limited per IP on top of the
// lock-out per e-mail and IP (services/staff/sign-in-lockout.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteStaffSession } from '../../services/staff/sessions';
import { signInStaff } from '../../services/staff/sign-in';
import { signStaffToken } from '../../services/staff/tokens';
import { hasTwoFactor } from '../../services/staff/two-factor';
import { Done, StaffMe, StaffSignedIn, StaffSignIn } from '../../../contract/console';

export default async function consoleAuthRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const signInLimit = { max: config.STAFF_SIGN_INS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' };
  const policy = { failures: config.STAFF_LOCKOUT_FAILURES, ipFailures: config.STAFF_LOCKOUT_FAILURES_PER_IP, minutes: config.STAFF_LOCKOUT_MINUTES };

  app.post(
    '/sign-in',
    { config: { rateLimit: signInLimit }, schema: { body: StaffSignIn, response: { 200: StaffSignedIn } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { email, password, code } = request.body;
      const userAgent = request.headers['user-agent'];
      const input = { email, password, code, userAgent, ip: request.ip };
      const { staff, session } = await signInStaff(app.db, input, { policy, idleSeconds: config.STAFF_SESSION_IDLE_SECONDS, log: request.log, secrets: app.secrets });
      const token = await signStaffToken(app.staffTokenKey, { staffId: staff.id, sessionId: session.id }, config.STAFF_TOKEN_TTL_SECONDS);
      return { token, expires_at: session.expiresAt.toISOString(), staff };
    },
  );

  app.get('/me', { onRequest: app.requireStaff(), schema: { response: { 200: StaffMe } } }, async (request) => {
    const s = request.staff!;
    const twoFactor = await hasTwoFactor(app.db, s.staffId);
    return { staff: { id: s.staffId, email: s.email, role: s.role, name: s.name }, expires_at: s.expiresAt.toISOString(), two_factor: twoFactor };
  });

  app.post('/logout', { onRequest: app.requireStaff(), schema: { response: { 200: Done } } }, async (request) => {
    await deleteStaffSession(app.db, request.staff!.id);
    return { success: true as const };
  });
}
