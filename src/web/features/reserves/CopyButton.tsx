import { useTranslation } from 'react-i18next';
import { copyText } from '../../ui/copyText';

/** Copies an address; where the clipboard is refused (some wallet browsers) it says to copy by hand. */
export function CopyButton({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = () => copyText(value, { copied: t('wallet.copied'), failed: t('wallet.copy_failed') });
  return (
    <button type="button" className="tw-reserves-copy" onClick={() => void copy()} data-testid={testId}>
      {t('wallet.copy')}
    </button>
  );
}
