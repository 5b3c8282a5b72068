import { useTranslation } from 'react-i18next';
import { DropdownMenu, Tag } from 'react-vant';
import 'react-vant/es/dropdown-menu/style/index.css';
import 'react-vant/es/tag/style/index.css';
import { USER_ACCOUNTS, type UserAccount } from '../../../core/schemas/funds';
import { accountLabelKey } from './accounts';
import { useQueryParams } from '../../ui/hooks/useQueryParams';
import { Amount } from './Amount';
import { formatBalanceChange } from '../../ui/format/money';
import { formatTime } from '../../ui/format/formatTime';
import { RecordList } from './RecordList';
import {
  changeLogQuery,
  useCoinDecimals,
  useWalletOverview,
  type ChangeFilter,
  type ChangeRecord,
} from './queries';
import { Page } from '../../ui/page/Page';
import './assets.css';

const ALL = 'all';

/** Reads the filter from the address, so a link (from an account screen) opens it filtered. */
function filterFrom(params: URLSearchParams): ChangeFilter {
  const account = params.get('account');
  const coin = Number(params.get('currency_id'));
  return {
    ...((USER_ACCOUNTS as readonly string[]).includes(account ?? '')
      ? { account: account as UserAccount }
      : {}),
    ...(Number.isInteger(coin) && coin > 0 ? { currency_id: coin } : {}),
  };
}

/**
 * Every change to the user's balances with its reason; frozen-balance changes are marked. Amounts
 * are balance changes (ui/format/money.ts): signed, at the coin's places, with the coin.
 */
export default function ChangeRecordPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useQueryParams();
  const filter = filterFrom(params);
  const overview = useWalletOverview();
  const coins = overview.data?.accounts[0]?.coins ?? [];
  const decimalsOf = useCoinDecimals();

  const setFilter = (next: ChangeFilter) => {
    const search = new URLSearchParams();
    if (next.account) search.set('account', next.account);
    if (next.currency_id) search.set('currency_id', String(next.currency_id));
    setParams(search);
  };

  const row = (r: ChangeRecord) => (
    <>
      <div className="tw-record-main">
        <span className="tw-record-title">
          <strong>{t(`ledger.reason.${r.reason}`)}</strong>
          {r.field === 'frozen' && (
            <Tag type="warning" plain className="tw-frozen-tag">
              {t('assets.frozen')}
            </Tag>
          )}
        </span>
        <span className="tw-record-amount">
          <Amount
            figure={formatBalanceChange(
              r.amount,
              { symbol: r.symbol, decimals: decimalsOf(r.currency_id) },
              i18n.language,
            )}
            unit="apart"
            hideable={false}
            testId="change-amount"
          />
        </span>
      </div>
      <div className="tw-record-sub tw-muted">
        <span>{t(accountLabelKey(r.account))}</span>
        <time dateTime={r.created_at}>{formatTime(r.created_at, i18n.language)}</time>
      </div>
    </>
  );

  return (
    <Page title={t('assets.change_record')} testId="change-record-page">
      <DropdownMenu
        value={{ account: filter.account ?? ALL, coin: filter.currency_id ?? ALL }}
        onChange={(v) =>
          setFilter({
            account: v.account === ALL ? undefined : (v.account as UserAccount),
            currency_id: v.coin === ALL ? undefined : Number(v.coin),
          })
        }
        className="tw-record-filters"
      >
        <DropdownMenu.Item
          name="account"
          options={[
            { text: t('assets.all_accounts'), value: ALL },
            ...USER_ACCOUNTS.map((a) => ({ text: t(accountLabelKey(a)), value: a })),
          ]}
        />
        <DropdownMenu.Item
          name="coin"
          options={[
            { text: t('assets.all_coins'), value: ALL },
            ...coins.map((c) => ({ text: c.symbol, value: c.currency_id })),
          ]}
        />
      </DropdownMenu>
      <RecordList query={changeLogQuery(filter)} row={row} testId="change-records" />
    </Page>
  );
}
