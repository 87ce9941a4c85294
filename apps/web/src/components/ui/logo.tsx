interface LogoProps {
  size?: number;
}

/** The Takt mark: a pair of quavers on the accent colour. Decorative next to the product name. */
export function Logo({ size = 56 }: LogoProps) {
  return (
    <svg
      className="logo"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="rgb(var(--color-highlight))" />
      <path
        d="M40 12v28.5a8.5 8.5 0 1 1-4-7.2V18l-12 3v23.5a8.5 8.5 0 1 1-4-7.2V17l20-5z"
        fill="#fff"
      />
    </svg>
  );
}
