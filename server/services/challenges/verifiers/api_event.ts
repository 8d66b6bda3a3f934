// api_event: one partner event named rules.event after acceptance completes it.
import { singleEventVerifier } from '../partner-events';

export default singleEventVerifier('api_event');
