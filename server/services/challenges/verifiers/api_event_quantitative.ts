// api_event_quantitative: the quantities of rules.event since acceptance add up to progress_divisor (or rules.target).
import { quantityEventVerifier } from '../partner-events';

export default quantityEventVerifier('api_event_quantitative');
