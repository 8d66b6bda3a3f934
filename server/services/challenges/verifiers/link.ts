// link: the widget opens custom_data.url, then completes with {}.
import { EmptyAnswer } from '../../../../contract/challenge-answers';
import { problem } from '../problems';
import { completed, judgedVerifier } from '../types';

export default judgedVerifier({
  type: 'link',
  answerSchema: EmptyAnswer,
  checkChallenge: (challenge) =>
    typeof challenge.customData.url === 'string' ? null : problem('custom_data.url', 'required', 'custom_data.url is required'),
  judge: () => completed(),
});
