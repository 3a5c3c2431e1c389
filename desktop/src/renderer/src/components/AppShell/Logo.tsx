/** The house-and-heart mark; decorative, the link around it carries the name. */
export const Logo = () => (
  <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="9" fill="currentColor" />
    <path d="M8 15.5 16 9l8 6.5V24H8z" fill="#fff" />
    <path
      d="M16 22.2s-3.6-2.2-3.6-4.6a1.9 1.9 0 0 1 3.6-.9 1.9 1.9 0 0 1 3.6.9c0 2.4-3.6 4.6-3.6 4.6z"
      fill="#d97706"
    />
  </svg>
);
