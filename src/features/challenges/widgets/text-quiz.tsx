// text_quiz: a question with text options; answer {option_id}.
import { QuizForm } from './quiz-form';
import type { WidgetProps } from './widget-types';

export function TextQuizWidget(props: WidgetProps<'text_quiz'>) {
  return <QuizForm {...props} />;
}
