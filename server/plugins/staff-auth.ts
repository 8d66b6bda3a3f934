// Console calls (/api/console) authenticate with a staff token (services/staff/sessions.ts):
// app.requireStaff(...roles) is an onRequest hook, so anonymous callers get 401 before the body is read;
// a member's token or a role outside the list gets 403.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '../db/schema';
import { AppError, sessionExpired, unauthorized } from '../errors';
import { bearerToken, verifyToken } from '../services/auth/tokens';
import { ensureEnvAdmin } from '../services/staff/accounts';
import { findStaffSession, touchStaffSession, type StaffSession } from '../services/staff/sessions';
import { staffTokenKey, verifyStaffToken } from '../services/staff/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** HS256 key of staff tokens (never a member's). */
    staffTokenKey: Buffer;
    requireStaff: (...roles: StaffRole[]) => onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in staff member, once requireStaff has run. */
    staff: StaffSession | null;
  }
}

const forbidden = (message: string) => new AppError(403, 'Forbidden', message);

export default fp(
  async (app) => {
    app.decorate('staffTokenKey', staffTokenKey(app.authSecret));
    app.decorateRequest('staff', null);
    if (app.config.ADMIN_EMAIL && app.config.ADMIN_PASSWORD) {
      const outcome = await ensureEnvAdmin(app.db, app.config.ADMIN_EMAIL, app.config.ADMIN_PASSWORD);
      if (outcome === 'exists') app.log.info('ADMIN_EMAIL has a staff account already; it was left as it is.');
      else app.log.info('The console admin of ADMIN_EMAIL was created.');
    }

    const authenticate = async (request: FastifyRequest): Promise<StaffSession> => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const claims = await verifyStaffToken(app.staffTokenKey, token);
      if (!claims) {
        if (await verifyToken(app.authSecret, token)) throw forbidden('The console is for staff accounts only.');
        throw unauthorized('Your sign-in is not valid any more. Please sign in again.');
      }
      const session = await findStaffSession(app.db, claims.sessionId, claims.staffId);
      if (!session || session.expiresAt.getTime() <= Date.now()) throw sessionExpired();
      if (session.deactivated) throw unauthorized('This staff account is deactivated.');
      await touchStaffSession(app.db, session, app.config.STAFF_SESSION_IDLE_SECONDS);
      return session;
    };

    app.decorate('requireStaff', (...roles: StaffRole[]): onRequestHookHandler => async (request) => {
      const session = await authenticate(request);
      if (roles.length && !roles.includes(session.role)) throw forbidden('Your role may not do this.');
      request.staff = session;
    });
  },
  { name: 'staff-auth', dependencies: ['authenticate'] },
);
