import Link from '@cloudscape-design/components/link';

import { useOnFollow } from '../use-on-follow';

/** A client-side link between the account screens. */
export function AccountLink({ href, children }: { href: string; children: string }) {
  const onFollow = useOnFollow();
  return (
    <Link href={href} onFollow={onFollow}>
      {children}
    </Link>
  );
}
