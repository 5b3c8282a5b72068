import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { Arrow, BalanceListO, Exchange, GoldCoinO, NotesO, Records } from '@react-vant/icons';
import 'react-vant/es/button/style/index.css';
import { accountLabelKey, SHOWN_ACCOUNTS } from './accounts';
import { Amount } from './Amount';
import { EquityCard } from './EquityCard';
import { formatValuation } from '../../ui/format/money';
import { TransferPopup } from './TransferPopup';
import { fundsKeys, useWalletOverview } from './queries';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { useSession } from '../../api/session/useSession';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { ReservesLink } from '../reserves';
import './assets.css';

const SELF = '/pages/account/index';

/** Assets tab: total equity, the money actions, and one card per account. */
export default function AssetsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  return (
    <Page
      title={t('assets.title')}
      back={false}
      right={
        loggedIn ? (
          <button
            type="button"
            className="tw-icon-button"
            aria-label={t('assets.change_record')}
            onClick={() => navigate('/pages/assets/changeRecord')}
          >
            <Records fontSize={20} />
          </button>
        ) : null
      }
      testId="assets-page"
    >
      {loggedIn ? <Assets /> : <VisitorPrompt />}
    </Page>
  );
}

/** A visitor sees why to log in, with the way back to this tab afterwards. */
function VisitorPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="tw-content">
      <section className="tw-hero" data-testid="assets-visitor">
        <h1>{t('assets.visitor_title')}</h1>
        <p>{t('assets.visitor_text')}</p>
        <div className="tw-hero-actions">
          <Button type="primary" round onClick={() => navigate(loginUrlFor(SELF))} data-testid="assets-login">
            {t('login.submit')}
          </Button>
          <Button round plain onClick={() => navigate('/pages/user/login/register')}>
            {t('register.title')}
          </Button>
        </div>
      </section>
      <ReservesLink />
    </div>
  );
}

function Assets() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const overview = useWalletOverview();
  const [transferring, setTransferring] = useState(false);
  const actions = [
    { key: 'deposit', Icon: GoldCoinO, go: () => navigate('/pages/deposit/index') },
    { key: 'withdraw', Icon: BalanceListO, go: () => navigate('/pages/withdraw/index') },
    { key: 'transfer', Icon: Exchange, go: () => setTransferring(true) },
    { key: 'records', Icon: NotesO, go: () => navigate('/pages/assets/record') },
  ] as const;

  return (
    <>
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: fundsKeys.all })}>
        <div className="tw-content">
          <EquityCard overview={overview.data} />
          <nav className="tw-card tw-entries" aria-label={t('assets.actions')}>
            {actions.map(({ key, Icon, go }) => (
              <button type="button" key={key} className="tw-entry" onClick={go} data-testid={`assets-${key}`}>
                <Icon fontSize={26} />
                <span>{t(`assets.action.${key}`)}</span>
              </button>
            ))}
          </nav>
          <h2 className="tw-section-title">{t('assets.accounts')}</h2>
          {SHOWN_ACCOUNTS.map((account) => {
            const summary = overview.data?.accounts.find((a) => a.account === account);
            return (
              <button
                type="button"
                key={account}
                className="tw-card tw-account-card"
                onClick={() => navigate(`/pages/assets/tradeAccount?account=${account}`)}
                data-testid={`account-card-${account}`}
              >
                <span className="tw-account-name">{t(accountLabelKey(account))}</span>
                <span className="tw-account-value">
                  <Amount
                    figure={formatValuation(summary?.valuation ?? '0', i18n.language)}
                    unit="apart"
                    testId={`account-valuation-${account}`}
                  />
                </span>
                <Arrow className="tw-muted" />
              </button>
            );
          })}
          <ReservesLink />
        </div>
      </Refreshable>
      <TransferPopup visible={transferring} onClose={() => setTransferring(false)} />
    </>
  );
}
