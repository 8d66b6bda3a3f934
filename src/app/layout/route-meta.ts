// The active route's layout flags (src/app/route-meta.ts), the deepest route that sets one winning.
import { useMatches, type StaticDataRouteOption } from '@tanstack/react-router';

type Flag = 'hideMobileMenu' | 'hideMenu' | 'fullWidth';

interface MatchLike {
  staticData?: StaticDataRouteOption;
}

function deepest<K extends keyof StaticDataRouteOption>(matches: readonly MatchLike[], key: K): StaticDataRouteOption[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = matches[i]?.staticData?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

export interface LayoutRouteMeta {
  routeName: string;
  hideMobileMenu: boolean;
  hideMenu: boolean;
  fullWidth: boolean;
}

/** Each field is selected on its own so the layout re-renders only when one of them changes. */
export function useLayoutRouteMeta(): LayoutRouteMeta {
  const routeName = useMatches({ select: (m) => deepest(m, 'routeName') ?? '' });
  const flag = (key: Flag) => (m: readonly MatchLike[]) => deepest(m, key) === true;
  const hideMobileMenu = useMatches({ select: flag('hideMobileMenu') });
  const hideMenu = useMatches({ select: flag('hideMenu') });
  const fullWidth = useMatches({ select: flag('fullWidth') });
  return { routeName, hideMobileMenu, hideMenu, fullWidth };
}
