// Staff accounts beyond the list (admin.ts): invitations and password resets by one-time link (admins),
// setting a password by the link (no sign-in; limited per IP), one's own password (everyone) and
// two-factor sign-in (admins).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import mailPlugin from '../../services/mail/plugin';
import { changeOwnPassword } from '../../services/staff/own-account';
import { setPasswordByLink, type LinkMail } from '../../services/staff/password-links';
import { inviteStaff, resetStaffPassword } from '../../services/staff/staff-invites';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from '../../services/staff/two-factor';
import { programmeName } from '../../services/settings/settings';
import { Done, StaffAccount, StaffIdParam } from '../../../contract/console';
import {
  OwnPasswordBody,
  PasswordLinkBody,
  PasswordLinkUsed,
  StaffInviteBody,
  TotpCodeBody,
  TotpDisableBody,
  TotpEnrolment,
  TwoFactorState,
} from '../../../contract/console/staff';

export default async function consoleStaffRoutes(base: FastifyInstance) {
  await base.register(mailPlugin);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };
  const anyone = { onRequest: app.requireStaff() };
  const sending = (lang: string): LinkMail => ({ mail: app.mail, config: app.config, lang });
  const linkLimit = { max: app.config.STAFF_SIGN_INS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' };

  app.post('/staff/invite', { ...admin, schema: { body: StaffInviteBody, response: { 200: StaffAccount } } }, async (request) =>
    inviteStaff(app.db, request.staff!.staffId, request.body, sending(request.lang)),
  );

  app.post('/staff/:id/reset-password', { ...admin, schema: { params: StaffIdParam, response: { 200: StaffAccount } } }, async (request) =>
    resetStaffPassword(app.db, request.staff!.staffId, request.params.id, sending(request.lang)),
  );

  app.post(
    '/password-link',
    { config: { rateLimit: linkLimit }, schema: { body: PasswordLinkBody, response: { 200: PasswordLinkUsed } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return setPasswordByLink(app.db, request.body.token, request.body.password);
    },
  );

  app.post('/me/password', { ...anyone, schema: { body: OwnPasswordBody, response: { 200: Done } } }, async (request) =>
    changeOwnPassword(app.db, request.staff!, request.body.current_password, request.body.new_password),
  );

  app.post('/me/two-factor/start', { ...admin, schema: { response: { 200: TotpEnrolment } } }, async (request) => {
    const issuer = `${await programmeName(app.db, app.config, app.config.DEFAULT_LANGUAGE)} console`;
    return startEnrolment(app.db, app.secrets, request.staff!.staffId, issuer);
  });

  app.post('/me/two-factor/confirm', { ...admin, schema: { body: TotpCodeBody, response: { 200: TwoFactorState } } }, async (request) =>
    confirmEnrolment(app.db, app.secrets, request.staff!.staffId, request.body.code),
  );

  app.post('/me/two-factor/disable', { ...admin, schema: { body: TotpDisableBody, response: { 200: TwoFactorState } } }, async (request) =>
    disableTwoFactor(app.db, request.staff!.staffId, request.body.password),
  );
}
