import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Loading, Toast } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/loading/style/index.css';
import { useWalletEnvironment, WalletPicker, type Availability } from '../wallet';
import { useWalletLogin } from './useWalletLogin';

const WALLETCONNECT_PROJECT_ID: string = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID ?? '';

/**
 * The wallet buttons the login screen offers first. A family this page cannot use stays visible
 * in a wallet browser, and tapping it says what to do (the spec's "switch to ERC/TRC wallet").
 */
export function WalletButtons() {
  const { t } = useTranslation();
  const environment = useWalletEnvironment();
  const { busy, withTron, withEvm, withWalletConnect } = useWalletLogin();
  const [picking, setPicking] = useState(false);

  if (!environment) {
    // The shape of the usual answer in a wallet's browser (two buttons and the note), so that the
    // form below stays where it is when the answer comes (up to 3 s later, maybe mid-tap).
    return (
      <div className="tw-wallets" data-testid="wallet-detecting" aria-busy="true">
        <div className="tw-wallet-slot tw-muted">
          <Loading type="spinner" size={16}>
            {t('wallet.detecting')}
          </Loading>
        </div>
        <div className="tw-wallet-slot" />
        <p className="tw-muted tw-wallet-note">{t('wallet.safe_note')}</p>
      </div>
    );
  }
  const inWalletBrowser = !environment.hintKey;
  const explain = (availability: Availability) => () => {
    if (!availability.ok) Toast(t(availability.reasonKey));
  };
  const { tron, evm } = environment;
  // TokenPocket shows one chain family at a time: say up front how to reach the other.
  const switchHint = environment.kind.startsWith('tokenpocket') ? [tron, evm].find((a) => !a.ok) : undefined;

  return (
    <div className="tw-wallets" data-testid="wallet-buttons" data-wallet-kind={environment.kind}>
      {inWalletBrowser && (
        <>
          <Button
            block
            round
            type={tron.ok ? 'primary' : 'default'}
            loading={busy === 'tron'}
            onClick={tron.ok ? () => void withTron(tron.adapter) : explain(tron)}
            data-testid="wallet-trc"
          >
            {t('wallet.trc')}
          </Button>
          <Button
            block
            round
            type={evm.ok ? 'primary' : 'default'}
            plain={evm.ok && tron.ok}
            loading={busy === 'evm'}
            onClick={
              !evm.ok
                ? explain(evm)
                : environment.evmChoices.length > 0
                  ? () => setPicking(true)
                  : () => void withEvm()
            }
            data-testid="wallet-erc"
          >
            {t('wallet.erc')}
          </Button>
        </>
      )}
      {environment.walletConnect && (
        <Button
          block
          round
          plain
          type="primary"
          disabled={!WALLETCONNECT_PROJECT_ID}
          loading={busy === 'walletconnect'}
          onClick={() => void withWalletConnect(WALLETCONNECT_PROJECT_ID)}
          data-testid="wallet-walletconnect"
        >
          {t('wallet.walletconnect')}
        </Button>
      )}
      {environment.walletConnect && !WALLETCONNECT_PROJECT_ID && (
        <p className="tw-muted tw-wallet-note">{t('wallet.walletconnect_unavailable')}</p>
      )}
      {switchHint && !switchHint.ok && (
        <p className="tw-wallet-hint" data-testid="wallet-hint">
          {t(switchHint.reasonKey)}
        </p>
      )}
      {environment.hintKey && (
        <p className="tw-wallet-hint" data-testid="wallet-hint">
          {t(environment.hintKey)}
        </p>
      )}
      <p className="tw-muted tw-wallet-note">{t('wallet.safe_note')}</p>
      <WalletPicker
        choices={environment.evmChoices}
        visible={picking}
        onPick={(rdns) => void withEvm(rdns)}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
