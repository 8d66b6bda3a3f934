// survey_images: picture options, one or several; answer {option_ids}.
import { SurveyForm } from './survey-form';
import type { WidgetProps } from './widget-types';

export function SurveyImagesWidget(props: WidgetProps<'survey_images'>) {
  return <SurveyForm {...props} pictures />;
}
