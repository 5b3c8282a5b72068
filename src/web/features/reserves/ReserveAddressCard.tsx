import { useTranslation } from 'react-i18next';
import type { ReserveAddress } from '../../../core/schemas/reserves';
import { formatCoinAmount } from '../../ui/format/money';
import { CHAIN_KEY } from './chainLabels';
import { CopyButton } from './CopyButton';
import './addresses.css';

/**
 * A reserve address: its chain, the whole address to copy, whether its signed message proves the
 * platform holds its key, what the chain said at the snapshot, and the explorer to check it in.
 */
export function ReserveAddressCard({
  address,
  decimalsOf,
}: {
  address: ReserveAddress;
  /** The snapshot's coins' places, so a balance lines up with the coin's figures above. */
  decimalsOf: (symbol: string) => number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = `reserves-address-${address.address}`;
  const amountOf = ({ symbol, amount }: { symbol: string; amount: string }) =>
    formatCoinAmount(amount, { symbol, decimals: decimalsOf(symbol) }, lang).text;
  return (
    <section className="tw-card tw-reserves-address" data-testid="reserves-address">
      <header>
        <span className="tw-reserves-chain">{t(CHAIN_KEY[address.chain])}</span>
        <span
          className={address.proven ? 'tw-badge tw-reserves-proven' : 'tw-badge tw-reserves-unproven'}
          data-testid="reserves-address-proof"
          data-proven={address.proven}
        >
          {address.proven ? t('reserves.addresses.proven') : t('reserves.addresses.unproven')}
        </span>
      </header>
      <div className="tw-reserves-address-line">
        <code data-testid="reserves-address-value">{address.address}</code>
        <CopyButton value={address.address} testId={`${id}-copy`} />
      </div>
      {address.read ? (
        <ul className="tw-reserves-balances">
          {address.balances.map((balance) => (
            <li key={balance.symbol}>
              <span className="tw-num">{amountOf(balance)}</span>
              {balance.block !== null && (
                <span className="tw-muted tw-small tw-num">
                  {/* As explorers write a block: its number, ungrouped. */}
                  {t('reserves.addresses.block', { block: balance.block })}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="tw-reserves-short tw-small">{t('reserves.addresses.unread')}</p>
      )}
      {address.explorer_url && (
        <a
          className="tw-link tw-small"
          href={address.explorer_url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="reserves-address-explorer"
        >
          {t('reserves.addresses.explorer')}
        </a>
      )}
      <details className="tw-reserves-fold">
        <summary>{t('reserves.addresses.signed')}</summary>
        <dl>
          <dt>{t('reserves.addresses.message')}</dt>
          <dd>
            <pre>{address.message}</pre>
          </dd>
          <dt>{t('reserves.addresses.signature')}</dt>
          <dd>
            <code>{address.signature ?? t('reserves.addresses.no_signature')}</code>
          </dd>
        </dl>
      </details>
    </section>
  );
}
