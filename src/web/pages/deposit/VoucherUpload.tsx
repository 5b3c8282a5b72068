import { useTranslation } from 'react-i18next';

/**
 * The voucher image. Placeholder until the shared ImageUpload (feat/identity) is merged: it
 * uploads through POST /api/upload and hands back the upload's id.
 */
export function VoucherUpload({
  value,
  onChange,
}: {
  value: string | null;
  onChange(id: string | null): void;
}) {
  const { t } = useTranslation();
  void onChange;
  return (
    <div className="tw-deposit-voucher" data-testid="voucher" data-upload={value ?? ''}>
      <span className="tw-muted">{t('deposit.page.voucher')}</span>
    </div>
  );
}
