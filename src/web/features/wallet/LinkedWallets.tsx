import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Cell } from 'react-vant';
import { WalletBadge } from '../../ui/WalletBadge';
import { useWallets } from '../../api/wallets';
import { useWalletBind } from './useWalletBind';
import { useWalletEnvironment } from './useWalletEnvironment';
import { useWalletFollow } from './follow/store';
import { walletActionBlock } from './follow/compare';
import { WalletPicker } from './WalletPicker';

/** The account's wallets, and a way to link one of a family not yet linked, where this browser has it. */
export function LinkedWallets() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const environment = useWalletEnvironment();
  const { busy, withTron, withEvm } = useWalletBind();
  const linked = wallets.data ?? [];
  const has = (chain: 'evm' | 'tron') => linked.some((w) => w.chain === chain);
  const tron = environment?.tron;
  const evm = environment?.evm;
  const follow = useWalletFollow();
  const [picking, setPicking] = useState(false);
  const evmChoices = environment?.evmChoices ?? [];

  return (
    <div className="tw-group" data-testid="linked-wallets">
      <Cell title={t('account.wallets')} value={linked.length === 0 ? t('wallet.none_linked') : undefined} />
      {linked.map((w) => (
        <div key={w.chain} className="tw-linked-wallet">
          <WalletBadge wallet={w} />
        </div>
      ))}
      <div className="tw-linked-actions">
        {tron?.ok && !has('tron') && (
          <Button
            size="small"
            round
            plain
            type="primary"
            loading={busy === 'tron'}
            disabled={walletActionBlock(follow, 'tron') !== null}
            onClick={() => void withTron(tron.adapter)}
            data-testid="link-trc"
          >
            {t('wallet.link_trc')}
          </Button>
        )}
        {evm?.ok && !has('evm') && (
          <Button
            size="small"
            round
            plain
            type="primary"
            loading={busy === 'evm'}
            disabled={walletActionBlock(follow, 'evm') !== null}
            onClick={() => (evmChoices.length > 0 ? setPicking(true) : void withEvm())}
            data-testid="link-erc"
          >
            {t('wallet.link_erc')}
          </Button>
        )}
      </div>
      <WalletPicker
        choices={evmChoices}
        visible={picking}
        onPick={(rdns) => void withEvm(rdns)}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
