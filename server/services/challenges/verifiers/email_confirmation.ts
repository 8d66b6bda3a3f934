// email_confirmation: {email} mails a confirmation link (pending); opening it (GET /confirmEmail)
// completes the challenge. An address the user has confirmed already completes at once.
import { eq } from 'drizzle-orm';
import { EmailAnswer } from '../../../../contract/challenge-answers';
import { users } from '../../../db/schema';
import { CONFIRM_RESEND_SECONDS, issueEmailTokens, sendConfirmationMail } from '../email-confirmation';
import { completed, defineVerifier, pending } from '../types';

export default defineVerifier({
  type: 'email_confirmation',
  answerSchema: EmailAnswer,
  async verify({ tx, userId, challenge, answer, now, lang, services, afterCommit }) {
    const [user] = await tx
      .select({ email: users.email, emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (user?.emailConfirmedAt && user.email?.toLowerCase() === answer.email) return completed();
    const outcome = await issueEmailTokens(tx, { userId, email: answer.email, challengeId: challenge.id, now });
    if (!outcome.sent) return pending({ resendAfter: outcome.resendAfter, sentTo: answer.email });
    afterCommit((db) =>
      sendConfirmationMail(db, services.mail, services.config, { email: answer.email, lang, tokens: outcome.tokens }),
    );
    return pending({ resendAfter: CONFIRM_RESEND_SECONDS, sentTo: answer.email });
  },
});
