// connect_linkedin: completes when a LinkedIn account is linked.
import { linkedAccountVerifier } from '../linked-accounts';

export default linkedAccountVerifier('connect_linkedin', 'linkedin');
