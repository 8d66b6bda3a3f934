// image_quiz: a question with picture options; answer {option_id}.
import { QuizForm } from './quiz-form';
import type { WidgetProps } from './widget-types';

export function ImageQuizWidget(props: WidgetProps<'image_quiz'>) {
  return <QuizForm {...props} pictures />;
}
