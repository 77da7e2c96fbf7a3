import type { ReactElement, SVGProps } from 'react';

/** Names of the built-in icons. */
export type IconName = 'menu' | 'bell' | 'info' | 'user' | 'logout' | 'chevron' | 'search';

/** Drawings on a 24×24 grid, stroked with `currentColor`. */
const PATHS: Record<IconName, ReactElement> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  bell: (
    <>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 8l-4 4 4 4M6 12h10" />
    </>
  ),
  chevron: <path d="M6 9l6 6 6-6" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
};

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Width and height in pixels. Defaults to `16`. */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is
   * right when a visible text or the parent's label already says what it means.
   */
  label?: string;
}

/**
 * A small inline SVG icon drawn in `currentColor` (no icon font).
 *
 * @example
 * <button type="button" aria-label="Notifications"><Icon name="bell" /></button>
 */
export function Icon({ name, size = 16, label, className, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className ? `nf-icon ${className}` : 'nf-icon'}
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      {label ? <title>{label}</title> : null}
      {PATHS[name]}
    </svg>
  );
}
