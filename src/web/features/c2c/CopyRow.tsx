import { useTranslation } from 'react-i18next';
import { copyText } from '../../ui/copyText';

/**
 * One line of payment details with its own copy button: each goes into a different box of a bank
 * app. `copy` is what the button copies when the shown text is dressed ("1,020.00 USD" → "1020.00").
 */
export function CopyRow({
  label,
  value,
  copy: copied = value,
  testId,
}: {
  label: string;
  value: string;
  copy?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const copy = () =>
    copyText(copied, { copied: t('c2c.copied', { field: label }), failed: t('wallet.copy_failed') });
  return (
    <div className="tw-c2c-copy-row" data-testid={testId}>
      <dt className="tw-muted">{label}</dt>
      <dd>
        <span data-testid={`${testId}-value`}>{value}</span>
        <button
          type="button"
          className="tw-c2c-copy"
          aria-label={t('c2c.copy_label', { field: label })}
          onClick={() => void copy()}
          data-testid={`${testId}-copy`}
        >
          {t('c2c.copy')}
        </button>
      </dd>
    </div>
  );
}
