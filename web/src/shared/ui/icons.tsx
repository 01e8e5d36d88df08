import type { ReactNode } from "react";

/**
 * Line icons drawn inline (24 x 24, currentColor). Emoji would depend on the device's fonts;
 * these look the same everywhere and cost no request. Decorative: hidden from screen readers.
 */
const PATHS = {
  bolt: <path d="M13 2 4 14h8l-1 8 9-12h-8l1-8z" />,
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  cards: (
    <>
      <rect x="3" y="6" width="11" height="15" rx="2" />
      <path d="M10 6.2 16.8 4a2 2 0 0 1 2.5 1.3l3 10a2 2 0 0 1-1.3 2.5l-5 1.6" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3a6.5 6.5 0 0 1 3.5 5.7" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13M12 8C9 8 7 7 7.5 5s3.5-1 4.5 3zm0 0c3 0 5-1 4.5-3s-3.5-1-4.5 3z" />
    </>
  ),
  download: <path d="M12 3v12m-5-5 5 5 5-5M4 20h16" />,
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1 1-1.1 1.8v.5M12 17.5v.01" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  id: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16a3 3 0 0 1 6 0M14 10h4M14 13h4" />
    </>
  ),
  scale: <path d="M12 3v18M6 21h12M5 7h14M6 7l-3 7a3 3 0 0 0 6 0L6 7zm12 0-3 7a3 3 0 0 0 6 0l-3-7z" />,
  adult: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 9.5 9.5 8.5V16M13.5 12a1.8 1.8 0 1 1 0-3.5 1.8 1.8 0 1 1 0 3.5zm0 0a2 2 0 1 1 0 4 2 2 0 1 1 0-4z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
