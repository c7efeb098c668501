import type { ReactNode } from 'react';

interface SvgIconProps {
  readonly className?: string;
  readonly size?: number;
  readonly children: ReactNode;
}

/** Stroke icons on a 24-unit grid that take the text colour; always decorative, the text beside them carries the meaning. */
function SvgIcon({ className, size = 16, children }: SvgIconProps) {
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
      {children}
    </svg>
  );
}

interface IconProps {
  readonly className?: string;
  readonly size?: number;
}

export function IconExternalLink({ className = 'icon-external-link', size = 13 }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </SvgIcon>
  );
}

export function IconSearch({ className, size = 18 }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </SvgIcon>
  );
}

export function IconHome({ className, size }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" />
    </SvgIcon>
  );
}

export function IconMenu({ className, size = 24 }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </SvgIcon>
  );
}

export function IconClose({ className, size }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </SvgIcon>
  );
}

export function IconChevron({ className, size }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M6 9l6 6 6-6" />
    </SvgIcon>
  );
}

export function IconSun({ className, size = 20 }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </SvgIcon>
  );
}

export function IconMoon({ className, size = 20 }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </SvgIcon>
  );
}

export function IconNote({ className, size }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </SvgIcon>
  );
}

export function IconInfo({ className, size }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 16v-5M12 8h.01" />
    </SvgIcon>
  );
}

export function IconLightbulb({ className, size }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z" />
    </SvgIcon>
  );
}

export function IconWarning({ className, size }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M10.3 4.2L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </SvgIcon>
  );
}

export function IconDanger({ className, size }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M8 2.5h8l5.5 5.5v8L16 21.5H8L2.5 16V8z" />
      <path d="M12 8v4.5M12 16h.01" />
    </SvgIcon>
  );
}

/** A pencil, beside "Edit this page". */
export function IconEdit({ className = 'icon-edit', size = 14 }: IconProps) {
  return (
    <SvgIcon className={className} size={size}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </SvgIcon>
  );
}
