/** The Tradewind mark: a wind line on the brand square. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="var(--tw-brand)" />
      <path
        d="M14 40c8-14 16-14 24-6s12 2 12-8"
        stroke="#fff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
