import { useTranslation } from 'react-i18next';
import { BANK_NETWORK, WITHDRAW_COINS, type WithdrawNetwork } from '../../../core/schemas/withdrawals';

type Props = {
  coinId: number;
  network: WithdrawNetwork;
  onChange(coinId: number, network: WithdrawNetwork): void;
  /** Offer the bank card as a network (withdraw) or only chains (address book). */
  withBank?: boolean;
};

/** Coin chips, then the chips of that coin's networks (spec §3). */
export function CoinNetworkPicker({ coinId, network, onChange, withBank = true }: Props) {
  const { t } = useTranslation();
  const coin = WITHDRAW_COINS.find((c) => c.id === coinId) ?? WITHDRAW_COINS[0]!;
  const networks = coin.networks.filter((n) => withBank || n !== BANK_NETWORK);
  return (
    <div className="tw-card tw-wd-picker">
      <div className="tw-wd-label">{t('withdraw.coin')}</div>
      <div className="tw-wd-chips" role="radiogroup" aria-label={t('withdraw.coin')}>
        {WITHDRAW_COINS.map((c) => (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={c.id === coin.id}
            className="tw-wd-chip"
            data-testid={`coin-${c.symbol}`}
            onClick={() => onChange(c.id, c.networks[0]!)}
          >
            {c.symbol}
          </button>
        ))}
      </div>
      <div className="tw-wd-label">{withBank ? t('withdraw.network') : t('address.network')}</div>
      <div className="tw-wd-chips" role="radiogroup" aria-label={t('withdraw.network')}>
        {networks.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={n === network}
            className="tw-wd-chip"
            data-testid={`network-${n}`}
            onClick={() => onChange(coin.id, n)}
          >
            {n === BANK_NETWORK ? t('withdraw.bank') : n}
          </button>
        ))}
      </div>
    </div>
  );
}
