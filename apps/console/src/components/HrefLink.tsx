import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** Props of {@link HrefLink}. */
export interface HrefLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path, e.g. from the navigation model or a page built at run time. */
  href: string;
  /** This link is the current page: marks `aria-current` and a click reloads the page's data. */
  active?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to an app path known only at run time (TanStack's `Link` wants typed
 * routes). A plain click navigates in the app; clicking the active link reloads
 * its data (spec §2.2); modified clicks keep the browser's behaviour (new tab).
 */
export function HrefLink({ href, active = false, onClick, children, ...rest }: HrefLinkProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <a
      {...rest}
      href={href}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        if (active) {
          void queryClient.invalidateQueries();
          void router.invalidate();
          return;
        }
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
