import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loading } from 'react-vant';
import 'react-vant/es/loading/style/index.css';
import { depositKeys, useDepositCurrencies, useDepositRecords, type DepositCurrency } from './queries';
import { networkLabel } from '../../../core/schemas/deposit';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { OffChainDeposit } from './OffChainDeposit';
import { ChainDeposit } from './ChainDeposit';
import { DepositRecords } from './DepositRecords';
import { getSessionWallet } from '../../api/session/storage';
import { chainOf } from './useSendFromWallet';
import './deposit.css';

const TABS = ['chain', 'bank', 'quick'] as const;
type Tab = (typeof TABS)[number];

function Chips<T extends string | number>({
  items,
  selected,
  onSelect,
  label,
  testId,
}: {
  items: { value: T; label: string }[];
  selected: T | null;
  onSelect(value: T): void;
  label: string;
  testId: string;
}) {
  return (
    <div className="tw-chips" role="radiogroup" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="radio"
          aria-checked={item.value === selected}
          className={item.value === selected ? 'tw-chip is-selected' : 'tw-chip'}
          onClick={() => onSelect(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Which coin and network the screen shows: from the address bar, else USDT on the network of the
 * wallet the session was signed in with (ERC20 for an EVM wallet, TRC20 for TRON), else its first.
 */
function useSelection(currencies: DepositCurrency[] | undefined) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'chain';
  const list = currencies ?? [];
  const coin =
    list.find((c) => c.currency === params.get('coin')) ??
    list.find((c) => c.currency === 'USDT') ??
    list[0] ??
    null;
  const sessionChain = getSessionWallet()?.chain;
  const network =
    coin?.networks.find((n) => n.network === params.get('network')) ??
    coin?.networks.find((n) => sessionChain !== undefined && chainOf(n.network) === sessionChain) ??
    coin?.networks[0] ??
    null;
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  return { tab, coin, network, update };
}

/** Deposit: by chain (address, QR, send from wallet, paste a hash), bank transfer, or quick deposit. */
export default function DepositPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const currencies = useDepositCurrencies();
  const { tab, coin, network, update } = useSelection(currencies.data);
  const records = useDepositRecords();
  const coins = (currencies.data ?? []).filter((c) => tab !== 'chain' || c.networks.length > 0);

  return (
    <Page title={t('deposit.page.title')} testId="deposit-page">
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: depositKeys.all })}>
        <div className="tw-content tw-deposit">
          <Chips
            items={TABS.map((x) => ({ value: x, label: t(`deposit.page.tab_${x}`) }))}
            selected={tab}
            onSelect={(x) => update({ tab: x === 'chain' ? null : x })}
            label={t('deposit.page.method')}
            testId="deposit-tabs"
          />
          <p className="tw-deposit-label">{t('deposit.page.coin')}</p>
          <Chips
            items={coins.map((c) => ({ value: c.currency, label: c.currency }))}
            selected={coin?.currency ?? null}
            onSelect={(symbol) => update({ coin: symbol, network: null })}
            label={t('deposit.page.coin')}
            testId="deposit-coins"
          />
          {tab === 'chain' && coin && (
            <>
              <p className="tw-deposit-label">{t('deposit.page.network')}</p>
              <Chips
                items={coin.networks.map((n) => ({
                  value: n.network,
                  label: networkLabel(coin.currency, n.network),
                }))}
                selected={network?.network ?? null}
                onSelect={(n) => update({ network: n })}
                label={t('deposit.page.network')}
                testId="deposit-networks"
              />
            </>
          )}
          {currencies.isPending ? (
            <div className="tw-center">
              <Loading type="spinner" />
            </div>
          ) : null}
          {tab === 'chain' && coin && network && (
            <ChainDeposit key={`${coin.currency_id}-${network.network}`} coin={coin} network={network} />
          )}
          {tab === 'bank' && coin && <OffChainDeposit coin={coin} kind="bank" />}
          {tab === 'quick' && coin && <OffChainDeposit coin={coin} kind="quick" />}
          <DepositRecords records={records.data?.list} />
        </div>
      </Refreshable>
    </Page>
  );
}
