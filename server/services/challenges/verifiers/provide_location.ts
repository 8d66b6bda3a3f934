// provide_location: {country, city, latitude?, longitude?}; saved on the user.
import { eq } from 'drizzle-orm';
import { LocationAnswer } from '../../../../contract/challenge-answers';
import { users } from '../../../db/schema';
import { completed, defineVerifier } from '../types';

export default defineVerifier({
  type: 'provide_location',
  answerSchema: LocationAnswer,
  async verify({ tx, userId, answer }) {
    await tx
      .update(users)
      .set({
        country: answer.country,
        city: answer.city,
        latitude: answer.latitude ?? null,
        longitude: answer.longitude ?? null,
      })
      .where(eq(users.id, userId));
    return completed();
  },
});
