import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionAccount, OptionOrder } from '../../../core/schemas/options';
import { PagedList } from '../../ui/page/PagedList';
import { formatTime } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { useQuotes } from '../market';
import { signedUsdt } from '../../ui/format/figures';
import { OptionRow } from './OptionRow';
import { useOptionOrders, useOptionProducts, type ListStatus } from './queries';
import './options.css';
import { ListTabs } from '../../ui/page/ListTabs';

/** Option history (spec §2 /pages/option/history): by status, pair and account; a row opens its detail. */
export default function HistoryScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ListStatus>('settled');
  const [symbol, setSymbol] = useState<string>('');
  const [account, setAccount] = useState<OptionAccount | ''>('');
  const products = useOptionProducts();
  const symbols = [...new Set((products.data ?? []).map((p) => p.symbol))].sort();
  return (
    <Page title={t('options.history_title')} testId="option-history">
      <div className="tw-option-lists tw-option-history">
        <ListTabs<ListStatus>
          className="tw-orders-tabs"
          tabs={['open', 'settled'] as const}
          value={status}
          onChange={setStatus}
          label={(name) => t(`options.tab.${name}`)}
          testId={(name) => `history-tab-${name}`}
        />
        <div className="tw-option-filters">
          <label>
            <small className="tw-muted">{t('options.filter_pair')}</small>
            <select value={symbol} onChange={(e) => setSymbol(e.target.value)} data-testid="history-pair">
              <option value="">{t('options.all_pairs')}</option>
              {symbols.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label>
            <small className="tw-muted">{t('options.filter_account')}</small>
            <select
              value={account}
              onChange={(e) => setAccount(e.target.value as OptionAccount | '')}
              data-testid="history-account"
            >
              <option value="">{t('options.all_accounts')}</option>
              <option value="real">{t('options.account_real')}</option>
              <option value="simulation">{t('options.account_demo')}</option>
            </select>
          </label>
        </div>
        <HistoryList status={status} symbol={symbol || undefined} account={account || undefined} />
      </div>
    </Page>
  );
}

type ListProps = { status: ListStatus; symbol?: string; account?: OptionAccount };

function HistoryList(filter: ListProps) {
  const { t } = useTranslation();
  const orders = useOptionOrders(filter);
  const quotes = useQuotes();
  const items = orders.data?.pages.flatMap((p) => p.list) ?? [];
  const decimalsOf = (s: string) => quotes.pairs.find((p) => p.symbol === s)?.price_decimals;
  return (
    <PagedList
      query={orders}
      count={items.length}
      texts={{
        failed: t('options.load_failed'),
        empty: t('options.no_orders'),
        more: t('options.load_more'),
      }}
      emptyTestId="history-empty"
    >
      <ul className="tw-orders" data-testid="history-list">
        {items.map((order) => (
          <HistoryRow key={order.id} order={order} decimals={decimalsOf(order.symbol)} />
        ))}
      </ul>
    </PagedList>
  );
}

function HistoryRow({ order, decimals }: { order: OptionOrder; decimals: number | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const pl = order.profit_loss === null ? null : signedUsdt(order.profit_loss, lang);
  return (
    <OptionRow
      order={order}
      decimals={decimals}
      testId={`history-order-${order.id}`}
      state={
        <span
          className={`tw-badge tw-option-status tw-option-result-${order.status}`}
          data-testid="row-status"
        >
          {t(`options.status.${order.status}`)}
        </span>
      }
      lastFigure={{
        label: t('options.field.profit_loss'),
        value: <span className={`tw-num ${pl ? `tw-${pl.direction}` : ''}`}>{pl?.text ?? '--'}</span>,
      }}
      footer={
        <time className="tw-muted tw-order-time tw-num" dateTime={new Date(order.created_at).toISOString()}>
          {formatTime(order.created_at, lang)}
        </time>
      }
    />
  );
}
