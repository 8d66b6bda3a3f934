// connect_google: completes when a Google account is linked (server/services/challenges/server-progress.ts
// onAccountLinked); a verified Google email also completes the user's email_confirmation challenge.
import { linkedAccountVerifier } from '../linked-accounts';

export default linkedAccountVerifier('connect_google', 'google');
