import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../ui/upload/ImageUpload';

/** The bank transfer voucher: uploaded at once, the form keeps the upload's id. */
export function VoucherUpload({
  value,
  onChange,
}: {
  value: string | null;
  onChange(id: string | null): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="tw-deposit-voucher">
      <ImageUpload
        value={value}
        onChange={(id) => onChange(id)}
        purpose="voucher"
        label={t('deposit.page.voucher')}
        testId="voucher"
      />
    </div>
  );
}
