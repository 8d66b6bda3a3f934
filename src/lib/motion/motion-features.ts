// The animation features LazyMotion loads after the first paint: domMax, for layout animations too.
import { domMax } from 'framer-motion';

export default domMax;
