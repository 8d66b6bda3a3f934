// survey_images: {option_ids} within custom_data min/max; every choice is a valid answer and completes.
import { surveyVerifier } from '../options';

export default surveyVerifier('survey_images');
