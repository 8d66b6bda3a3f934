// facebook_login: completes when a Facebook account is linked.
import { linkedAccountVerifier } from '../linked-accounts';

export default linkedAccountVerifier('facebook_login', 'facebook');
