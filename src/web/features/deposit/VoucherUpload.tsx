import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../ui/upload/ImageUpload';

/** The payment proof (bank slip, payment screenshot): uploaded at once, the form keeps the upload's id. */
export function VoucherUpload({
  value,
  onChange,
  label,
  error,
  testId = 'voucher',
}: {
  value: string | null;
  onChange(id: string | null): void;
  label?: string;
  /** The form's error for the proof, shown under it once the user has been there. */
  error?: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="tw-deposit-voucher">
      <ImageUpload
        value={value}
        onChange={(id) => onChange(id)}
        purpose="voucher"
        label={label ?? t('deposit.page.voucher')}
        testId={testId}
      />
      {error && (
        <p className="rv-field__error-message" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
