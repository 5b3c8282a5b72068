/*
 * Home's quick-entry icons as tiny inline strokes: an icon-font component each would cost the
 * home route more than the whole market list (npm run size).
 */
const Stroke = ({ d }: { d: string }) => (
  <svg
    width="26"
    height="26"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

export const DepositIcon = () => (
  <Stroke d="M12 3v11m-4-4 4 4 4-4M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
);
export const SpotIcon = () => <Stroke d="M7 4v16M5 8h4v7H5zM17 3v15m-2-11h4v6h-4z" />;
// Delivery options: a clock face with an up-and-down arrow (a bet on the price at a time).
export const OptionsIcon = () => (
  <Stroke d="M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v5l3 2M7 10l1.5-1.5L10 10M14 14l1.5 1.5L17 14" />
);
// Finance: a coin whose value grows (locked funds, and the wealth products after them).
export const FinanceIcon = () => (
  <Stroke d="M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM8 14l3-3 2 2 3-4m-2 0h2v2" />
);
export const StocksIcon = () => <Stroke d="M3 20h18M4 16l5-5 4 3 7-8m-5 0h5v5" />;
export const SupportIcon = () => (
  <Stroke d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1z" />
);
