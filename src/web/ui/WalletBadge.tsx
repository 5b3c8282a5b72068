import { useTranslation } from 'react-i18next';
import { Description } from '@react-vant/icons';
import { shortAddress } from '../../core/address';
import type { BoundWallet } from '../../core/schemas/wallet';
import { copyText } from './copyText';

/** The signed-in wallet: its chain, its short address, and a button that copies the whole one. */
export function WalletBadge({ wallet }: { wallet: BoundWallet }) {
  const { t } = useTranslation();
  const copy = () =>
    copyText(wallet.address, { copied: t('wallet.copied'), failed: t('wallet.copy_failed') });
  return (
    <div className="tw-wallet-badge" data-testid="wallet-badge">
      <span className="tw-chain-tag">
        {t(wallet.chain === 'tron' ? 'wallet.chain_tron' : 'wallet.chain_evm')}
      </span>
      <span className="tw-num" title={wallet.address}>
        {shortAddress(wallet.address)}
      </span>
      <button
        type="button"
        className="tw-icon-button"
        aria-label={t('wallet.copy')}
        onClick={() => void copy()}
      >
        <Description />
      </button>
    </div>
  );
}

/** A wallet badge's place while the wallets load: the same box, its tag and address greyed. */
export function WalletBadgeWaiting() {
  return (
    <div className="tw-wallet-badge tw-wallet-badge-waiting" aria-hidden="true">
      <span className="tw-chain-tag">&nbsp;</span>
      <span className="tw-num">{shortAddress(`0x${'0'.repeat(40)}`)}</span>
      <span className="tw-icon-button">
        <Description />
      </span>
    </div>
  );
}
