import { useState } from 'react';

/** True from the first render where `value` is true, and then for good (a part loaded when first needed stays for its way out). */
export function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
