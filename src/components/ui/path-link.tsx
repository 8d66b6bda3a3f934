// A link to an app path known only at run time (menu items from the server; a widget the console's
// preview shows under its own router), navigated by the router so the page does not reload; outside
// addresses open in a new tab.
import { useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';

interface Props extends ComponentPropsWithoutRef<'a'> {
  href: string;
  external?: boolean;
  /** Replace the current history entry (links inside the drawer replace its own entry). */
  replace?: boolean;
}

export function PathLink({ href, external = false, replace = false, onClick, children, ...rest }: Props) {
  const router = useRouter();
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href, replace });
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
