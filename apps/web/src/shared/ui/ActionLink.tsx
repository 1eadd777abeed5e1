import { Button, type ButtonProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type ActionLinkProps = {
  to: To;
  children: ReactNode;
  /** `primary` for the one thing the page wants done next; `default` otherwise. */
  type?: Extract<ButtonProps['type'], 'primary' | 'default'>;
  icon?: ReactNode;
  size?: ButtonProps['size'];
  /** `_blank` opens a new tab (the verification page). */
  target?: '_blank';
  testId?: string;
  /** The history state the link carries (a review list's address, for the decision page's next item). */
  state?: unknown;
};

/**
 * A link that does something ("watch", "review", "continue learning"): looks like a button, so it is not taken for
 * body text, and stays a real link (an `<a href>` in the app's history: middle-click, open in a new tab, and the
 * router's navigation on a plain click). No button inside a link: one interactive element.
 */
export function ActionLink({ to, children, type = 'default', icon, size = 'small', target, testId, state }: ActionLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { ...(target ? { target } : {}), ...(state === undefined ? {} : { state }) });
  return (
    <Button
      type={type}
      size={size}
      icon={icon}
      href={href}
      target={target}
      rel={target ? 'noopener' : undefined}
      data-testid={testId}
      onClick={(event: MouseEvent<HTMLElement>) => navigate(event as MouseEvent<HTMLAnchorElement>)}
    >
      {children}
    </Button>
  );
}
