// provide_birthday: {birthday: YYYY-MM-DD}, a real past date for an age of 13 to 120; saved on the user.
import { eq } from 'drizzle-orm';
import { BirthdayAnswer } from '../../../../contract/challenge-answers';
import { users } from '../../../db/schema';
import { completed, defineVerifier } from '../types';

export default defineVerifier({
  type: 'provide_birthday',
  answerSchema: BirthdayAnswer,
  async verify({ tx, userId, answer }) {
    await tx.update(users).set({ birthday: answer.birthday }).where(eq(users.id, userId));
    return completed();
  },
});
