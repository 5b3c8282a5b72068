import { useTranslation } from 'react-i18next';
import { formatAmount, formatSigned, HIDDEN } from '../../ui/format/formatAmount';
import { useAmountsHidden } from '../../ui/hooks/useStoredFlag';

type Props = {
  value: string;
  decimals: number;
  className?: string;
  testId?: string;
  /** Follows the eye toggle (default); records show their amounts regardless. */
  hideable?: boolean;
};

/** An amount, truncated and grouped for the reader's language; "****" while amounts are hidden. */
export function Amount({ value, decimals, className, testId, hideable = true }: Props) {
  const { i18n } = useTranslation();
  const hidden = useAmountsHidden()[0] && hideable;
  return (
    <span className={`tw-num ${className ?? ''}`} data-testid={testId}>
      {hidden ? HIDDEN : formatAmount(value, decimals, i18n.language)}
    </span>
  );
}

/** Profit or loss: signed and coloured (a sign goes with the colour, never colour alone). */
export function SignedAmount({ value, decimals, className, testId, hideable = true }: Props) {
  const { i18n } = useTranslation();
  const hidden = useAmountsHidden()[0] && hideable;
  if (hidden)
    return (
      <span className={`tw-num ${className ?? ''}`} data-testid={testId}>
        {HIDDEN}
      </span>
    );
  const { text, direction } = formatSigned(value, decimals, i18n.language);
  return (
    <span className={`tw-num tw-${direction} ${className ?? ''}`} data-testid={testId}>
      {text}
    </span>
  );
}
