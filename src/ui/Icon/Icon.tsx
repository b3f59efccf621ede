import { iconPaths, type IconName } from './paths';

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  /** Edge length in CSS units; defaults to 1.25em so icons follow the surrounding text. */
  size?: string;
  className?: string;
}

/** A decorative line icon; always aria-hidden, so the control around it must carry the accessible name. */
export function Icon({ name, size = '1.25em', className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
