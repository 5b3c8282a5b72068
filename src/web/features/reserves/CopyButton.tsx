import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';

/** Copies an address; where the clipboard is refused (some wallet browsers) it says to copy by hand. */
export function CopyButton({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      Toast.success(t('wallet.copied'));
    } catch {
      Toast(t('wallet.copy_failed'));
    }
  };
  return (
    <button type="button" className="tw-reserves-copy" onClick={() => void copy()} data-testid={testId}>
      {t('wallet.copy')}
    </button>
  );
}
