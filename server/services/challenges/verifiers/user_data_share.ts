// user_data_share: {consent: true}; records when the user agreed to share their data.
import { eq } from 'drizzle-orm';
import { ConsentAnswer } from '../../../../contract/challenge-answers';
import { users } from '../../../db/schema';
import { completed, defineVerifier } from '../types';

export default defineVerifier({
  type: 'user_data_share',
  answerSchema: ConsentAnswer,
  async verify({ tx, userId, now }) {
    await tx.update(users).set({ dataShareConsentAt: now }).where(eq(users.id, userId));
    return completed();
  },
});
