import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import { shortAddress } from '../../../core/address';
import { useWalletFollow } from '../wallet';
import { useWalletLogin } from './useWalletLogin';

/**
 * While a wallet-signed session is open, says so the moment the wallet shows another account
 * (or locks): which address the session belongs to, which one the wallet shows, and the two ways
 * out. Account data stays readable; wallet actions are held back on their own screens.
 */
export default function WalletSessionNotice() {
  const { t } = useTranslation();
  const follow = useWalletFollow();
  const login = useWalletLogin({ stay: true });

  if (follow.status === 'switched') {
    const { session, walletAddress } = follow;
    const signInAgain = () =>
      void (session.chain === 'evm'
        ? login.withEvm(session.via)
        : login.withTron(session.via === 'tokenpocket' ? 'tokenpocket' : 'tronlink'));
    return (
      <aside className="tw-wallet-notice" role="alert" data-testid="wallet-notice" data-follow="switched">
        <p className="tw-wallet-notice-title">{t('wallet.follow.switched_title')}</p>
        <p>
          {t('wallet.follow.session_is')} <span className="tw-num">{shortAddress(session.address)}</span>
          <br />
          {t('wallet.follow.wallet_shows')} <span className="tw-num">{shortAddress(walletAddress)}</span>
        </p>
        <Button
          size="small"
          round
          type="primary"
          loading={login.busy !== null}
          onClick={signInAgain}
          data-testid="wallet-notice-sign-in"
        >
          {t('wallet.follow.sign_in_new')}
        </Button>
        <p className="tw-muted tw-small">{t('wallet.follow.switch_back')}</p>
      </aside>
    );
  }
  if (follow.status === 'locked') {
    return (
      <aside className="tw-wallet-notice" role="alert" data-testid="wallet-notice" data-follow="locked">
        <p className="tw-wallet-notice-title">{t('wallet.follow.locked_title')}</p>
        <p>{t('wallet.follow.locked', { address: shortAddress(follow.session.address) })}</p>
      </aside>
    );
  }
  // Matching (or still being checked): nothing to say. The mark lets tests see the state.
  return <span hidden data-testid="wallet-follow" data-follow={follow.status} />;
}
