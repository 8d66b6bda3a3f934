// image_quiz: {option_id}; the right option completes, another one fails with the challenge's delay.
import { quizVerifier } from '../options';

export default quizVerifier('image_quiz');
