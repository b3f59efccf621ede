import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { buttonClass, type ButtonLook } from '../Button';
import { Icon, type IconName } from '../Icon';

/** Props of {@link LinkButton}: anchor attributes plus the button look. */
export interface LinkButtonProps extends ButtonLook, AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Optional leading icon. */
  icon?: IconName;
  children: ReactNode;
}

/**
 * A real `<a href>` that looks like a Button: navigation stays a link (middle-click, "open in new tab").
 * For client-side routing a screen wraps it in its router's link with `asChild`, e.g.
 * `<Link href="/wallet" asChild><LinkButton>Perfil</LinkButton></Link>`: wouter hands down `href` and an
 * `onClick` that navigates, and LinkButton passes both to the anchor. The ui layer never imports the router.
 */
export function LinkButton({ variant, size, fullWidth, icon, className, children, ...anchor }: LinkButtonProps) {
  return (
    <a {...anchor} className={buttonClass({ variant, size, fullWidth }, className)}>
      {icon && <Icon name={icon} />}
      <span>{children}</span>
    </a>
  );
}
