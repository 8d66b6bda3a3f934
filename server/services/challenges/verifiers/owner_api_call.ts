// owner_api_call: the owner's system reports rules.event for the user through the partner API; one completes it.
import { singleEventVerifier } from '../partner-events';

export default singleEventVerifier('owner_api_call');
