// A console page in a unit test sits under a router, as it does under the console's (its links and
// navigation need one): a memory history with the page as the only screen.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

export function InRouter({ children, at = '/' }: { children: ReactNode; at?: string }) {
  const [router] = useState(() =>
    createRouter({ routeTree: createRootRoute({ component: () => children }), history: createMemoryHistory({ initialEntries: [at] }) }),
  );
  return <RouterProvider router={router} />;
}
