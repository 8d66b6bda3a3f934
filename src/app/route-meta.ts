// What a route tells the layout and the document title (read with useMatches()).
import type { MessageDescriptor } from '@lingui/core';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title; the main page title when absent. */
    title?: MessageDescriptor;
    /** A stable name for layout rules, e.g. the right panel's "begins with prizes". */
    routeName?: string;
    hideMobileMenu?: boolean;
    hideMenu?: boolean;
    /** No side block, even when signed in. */
    fullWidth?: boolean;
    /** A signed-out first screen the server renders to HTML (src/entry-server.tsx). */
    serverRendered?: boolean;
  }
}

export {};
