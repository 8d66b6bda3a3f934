// framer-motion's DOM animation features, fetched only when a challenge list first animates.
import { domAnimation } from 'framer-motion';

export default domAnimation;
