// api_event_for_period: rules.count events named rules.event within rules.period_days days, counted from acceptance.
import { periodEventVerifier } from '../partner-events';

export default periodEventVerifier('api_event_for_period');
