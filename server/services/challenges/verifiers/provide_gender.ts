// provide_gender: {gender: female | male | other | prefer_not_to_say}; saved on the user.
import { eq } from 'drizzle-orm';
import { GenderAnswer } from '../../../../contract/challenge-answers';
import { users } from '../../../db/schema';
import { completed, defineVerifier } from '../types';

export default defineVerifier({
  type: 'provide_gender',
  answerSchema: GenderAnswer,
  async verify({ tx, userId, answer }) {
    await tx.update(users).set({ gender: answer.gender }).where(eq(users.id, userId));
    return completed();
  },
});
