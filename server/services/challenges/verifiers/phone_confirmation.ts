// phone_confirmation: {phone} sends a 6-digit SMS code (the sign-in code rules of services/auth/sms-codes.ts,
// purpose phone_confirmation) and is pending; {phone, code} completes. Users who sign in by phone confirm
// that phone; others make the confirmed phone theirs.
import { and, eq, ne } from 'drizzle-orm';
import { PhoneAnswer } from '../../../../contract/challenge-answers';
import { users } from '../../../db/schema';
import { AppError, badRequest } from '../../../errors';
import { prefixAllowed } from '../../auth/phone-prefix';
import { CODE_TTL_SECONDS, issueCode, sendIssuedCode, verifyCode } from '../../auth/sms-codes';
import { refuseOverCallerSmsBudget, refuseOverSmsBudget, smsCodeOwner } from '../../members/message-budget';
import { programmeName } from '../../settings/settings';
import { loginCodeText } from '../../sms/texts';
import { answerError } from '../answer-errors';
import { completed, defineVerifier, pending } from '../types';

export default defineVerifier({
  type: 'phone_confirmation',
  answerSchema: PhoneAnswer,
  async verify({ tx, userId, answer, now, lang, ip, services, afterCommit }) {
    const { phone, code } = answer;
    const [user] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (user?.phone && user.phone !== phone) {
      throw answerError('phone', 'Enter the phone number you sign in with.');
    }
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, userId)))
      .limit(1);
    if (other) throw badRequest('OtherUserHasSamePhone', 'This phone number belongs to another account.');

    if (!code) {
      if (!prefixAllowed(services.config.ALLOWED_PHONE_PREFIXES, phone)) {
        throw badRequest('CountryPhonePrefixIsNotAllowed', 'Phone numbers of this country are not taken by this programme.', { field: 'answer.phone' });
      }
      await refuseOverSmsBudget(tx, userId, now);
      await refuseOverCallerSmsBudget(tx, ip, services.config.SIGN_IN_CODES_PER_IP_PER_HOUR, now);
      const issued = await issueCode(tx, services.authSecret, { phone, purpose: 'phone_confirmation', ip, payload: smsCodeOwner(userId) });
      if (issued.sent) {
        const text = loginCodeText(lang, await programmeName(tx, services.config, lang), issued.code, CODE_TTL_SECONDS / 60);
        afterCommit((db) =>
          sendIssuedCode(db, services.sms, issued, { to: phone, text, code: issued.code, kind: 'phone_confirmation' }),
        );
      }
      return pending({ resendAfter: issued.resendAfter, sentTo: phone });
    }

    try {
      await verifyCode(tx, services.authSecret, { phone, purpose: 'phone_confirmation', code });
    } catch (error) {
      // The attempt count must survive: the refusal is thrown after the transaction commits.
      if (error instanceof AppError) return { outcome: 'rejected', error };
      throw error;
    }
    if (!user?.phone) await tx.update(users).set({ phone }).where(eq(users.id, userId));
    return completed();
  },
});
