import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Toast } from 'react-vant';

/** The whole address in a monospaced block, and a copy button that says when copying failed. */
export function CopyAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const block = useRef<HTMLDivElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      Toast.success(t('wallet.copied'));
    } catch {
      // Select the text so that a long press copies it by hand.
      const selection = window.getSelection();
      if (block.current && selection) selection.selectAllChildren(block.current);
      Toast(t('wallet.copy_failed'));
    }
  };
  return (
    <div className="tw-deposit-address">
      <div ref={block} className="tw-address-block" data-testid="deposit-address">
        {address}
      </div>
      <Button size="small" round type="primary" plain onClick={() => void copy()} data-testid="copy-address">
        {t('wallet.copy')}
      </Button>
    </div>
  );
}
