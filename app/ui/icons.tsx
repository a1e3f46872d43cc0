import type { ReactNode } from "react";

// Line icons drawn on a 24-unit grid; decorative, so hidden from assistive tech.
type IconProps = { children: ReactNode; size?: number; strokeWidth?: number; className?: string };

function Icon({ children, size = 18, strokeWidth = 2, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SunIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Icon>
  );
}

export function MoonIcon() {
  return (
    <Icon>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function ChevronDownIcon() {
  return (
    <Icon>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** Value coming in (a received transaction, a delegation joining a pool). */
export function ArrowDownLeftIcon({ className }: { className?: string }) {
  return (
    <Icon size={16} className={className}>
      <path d="M17 7 7 17M17 17H7V7" />
    </Icon>
  );
}

/** Value going out (a sent transaction). */
export function ArrowUpRightIcon({ className }: { className?: string }) {
  return (
    <Icon size={16} className={className}>
      <path d="M7 17 17 7M7 7h10v10" />
    </Icon>
  );
}

/** Leaving (an undelegation). */
export function MinusCircleIcon({ className }: { className?: string }) {
  return (
    <Icon size={16} className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12h8" />
    </Icon>
  );
}

/** Moving from one to another (a re-delegation, a switch of pool). */
export function SwapIcon({ className }: { className?: string }) {
  return (
    <Icon size={16} className={className}>
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </Icon>
  );
}

/** Opens in a new tab. */
export function ExternalIcon({ className }: { className?: string }) {
  return (
    <Icon size={16} className={className}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}

/** A small 'i' in the button's own circle: an icon, so the button's name is its label alone (WCAG 2.5.3). */
export function InfoIcon({ className }: { className?: string }) {
  return (
    <Icon size={12} strokeWidth={3} className={className}>
      <path d="M12 11v8M12 5.5v.5" />
    </Icon>
  );
}
