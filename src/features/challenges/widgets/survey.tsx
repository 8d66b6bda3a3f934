// survey: text options, one or several; answer {option_ids}.
import { SurveyForm } from './survey-form';
import type { WidgetProps } from './widget-types';

export function SurveyWidget(props: WidgetProps<'survey'>) {
  return <SurveyForm {...props} />;
}
