import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import { copyText } from '../../ui/copyText';

/** The whole address in a monospaced block, and a copy button that says when copying failed. */
export function CopyAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const block = useRef<HTMLDivElement>(null);
  const copy = () =>
    copyText(address, { copied: t('wallet.copied'), failed: t('wallet.copy_failed') }, block.current);
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
