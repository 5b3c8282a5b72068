import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Search } from 'react-vant';
import { ClosedEye, EyeO } from '@react-vant/icons';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/checkbox/style/index.css';
import 'react-vant/es/search/style/index.css';
import 'react-vant/es/sticky/style/index.css';
import 'react-vant/es/tabs/style/index.css';
import { accountLabelKey, isShownAccount, SHOWN_ACCOUNTS } from './accounts';
import { Amount } from './Amount';
import { CoinRow } from './CoinRow';
import { filterCoins } from './filterCoins';
import { formatValuation } from '../../ui/format/money';
import { TransferPopup } from './TransferPopup';
import { useQueryParams } from '../../ui/hooks/useQueryParams';
import { useAmountsHidden, useStoredFlag } from '../../ui/hooks/useStoredFlag';
import { useWalletOverview } from './queries';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import './assets.css';
import { EmptyState } from '../../ui/EmptyState';
import { BarTabs } from '../../ui/page/BarTabs';

/** One account's coins: total, available, frozen and value, with search and "hide small balances". */
export default function TradeAccountPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useQueryParams();
  const requested = params.get('account');
  const account = isShownAccount(requested) ? requested : 'spot';
  const overview = useWalletOverview();
  const [hidden, setHidden] = useAmountsHidden();
  const [hideSmall, setHideSmall] = useStoredFlag('assets.hide_small');
  const [search, setSearch] = useState('');
  const [transferring, setTransferring] = useState(false);
  const summary = overview.data?.accounts.find((a) => a.account === account);
  const coins = filterCoins(summary?.coins ?? [], search, hideSmall);

  return (
    <Page title={t('assets.account_assets')} testId="trade-account-page">
      <BarTabs
        active={account}
        onChange={(name) => setParams(new URLSearchParams({ account: String(name) }))}
        sticky
        ellipsis={false}
        offsetTop={46}
      >
        {SHOWN_ACCOUNTS.map((a) => (
          <BarTabs.TabPane key={a} name={a} title={t(accountLabelKey(a))} />
        ))}
      </BarTabs>
      <Refreshable onRefresh={() => overview.refetch()}>
        <div className="tw-content">
          <section className="tw-card tw-account-summary">
            <div className="tw-equity-label tw-muted">
              <span>{t('assets.account_valuation', { account: t(accountLabelKey(account)) })}</span>
              <button
                type="button"
                className="tw-icon-button"
                aria-label={hidden ? t('assets.show_amounts') : t('assets.hide_amounts')}
                aria-pressed={hidden}
                onClick={() => setHidden(!hidden)}
              >
                {hidden ? <ClosedEye fontSize={18} /> : <EyeO fontSize={18} />}
              </button>
            </div>
            <div className="tw-account-summary-value">
              <Amount
                figure={formatValuation(summary?.valuation ?? '0', i18n.language)}
                unit="apart"
                testId="account-valuation"
              />
            </div>
            <div className="tw-account-links">
              <Button
                size="small"
                round
                type="primary"
                onClick={() => setTransferring(true)}
                data-testid="account-transfer"
              >
                {t('assets.action.transfer')}
              </Button>
              <Button
                size="small"
                round
                plain
                onClick={() => navigate(`/pages/assets/changeRecord?account=${account}`)}
                data-testid="account-change-record"
              >
                {t('assets.change_record')}
              </Button>
            </div>
          </section>
          <div className="tw-coin-tools">
            <Search
              value={search}
              onChange={setSearch}
              placeholder={t('assets.search_coin')}
              shape="round"
              className="tw-coin-search"
            />
            <span data-testid="hide-small">
              <Checkbox checked={hideSmall} onChange={setHideSmall} shape="square" iconSize={16}>
                {t('assets.hide_small')}
              </Checkbox>
            </span>
          </div>
          {coins.length > 0 ? (
            <ul className="tw-card tw-coin-list" data-testid="coin-list">
              {coins.map((coin) => (
                <CoinRow key={coin.currency_id} coin={coin} />
              ))}
            </ul>
          ) : (
            overview.data && <EmptyState description={t('assets.no_data')} />
          )}
        </div>
      </Refreshable>
      <TransferPopup visible={transferring} from={account} onClose={() => setTransferring(false)} />
    </Page>
  );
}
