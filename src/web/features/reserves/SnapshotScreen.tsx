import { useTranslation } from 'react-i18next';
import type { LatestReserves, SnapshotView } from '../../../core/schemas/reserves';
import { formatCodeList } from '../../ui/format/formatCodeList';
import { formatDateMinute } from '../../ui/format/formatTime';
import { formatCount } from '../../ui/format/money';
import { CoinReserveCard } from './CoinReserveCard';
import { PublicationDetails } from './PublicationDetails';
import { useReserveHistory } from './queries';
import { ratioSeries } from './ratioSeries';
import { ReserveAddressCard } from './ReserveAddressCard';
import { SimulatedTicksNote } from './SimulatedTicksNote';
import { VerifyPanel } from './VerifyPanel';

/** A published snapshot: what it says per coin, the user's check, the addresses, the publication. */
export function SnapshotScreen({ latest, snapshot }: { latest: LatestReserves; snapshot: SnapshotView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const history = useReserveHistory();
  const items = history.data?.list ?? [];
  const owed = snapshot.coins.filter((coin) => coin.ratio !== null);
  const notOwed = snapshot.coins.filter((coin) => coin.ratio === null);
  const decimalsOf = (symbol: string) => snapshot.coins.find((coin) => coin.symbol === symbol)?.decimals;
  return (
    <div className="tw-content tw-reserves">
      <p className="tw-reserves-lead">{t('reserves.lead')}</p>
      <dl className="tw-reserves-meta" data-testid="reserves-meta">
        <div>
          <dt>{t('reserves.meta.taken_at')}</dt>
          <dd className="tw-num" data-testid="reserves-taken-at">
            {formatDateMinute(snapshot.taken_at, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('reserves.meta.accounts')}</dt>
          <dd className="tw-num" data-testid="reserves-leaf-count">
            {formatCount(snapshot.leaf_count, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('reserves.meta.next')}</dt>
          <dd className="tw-num">{formatDateMinute(latest.next_snapshot_at, lang)}</dd>
        </div>
      </dl>
      <SimulatedTicksNote />

      <h2 className="tw-reserves-title">{t('reserves.coins.title')}</h2>
      {owed.map((coin) => (
        <CoinReserveCard key={coin.symbol} coin={coin} series={ratioSeries(items, coin.symbol)} />
      ))}
      {notOwed.length > 0 && (
        // Listed, not carded: a coin nobody holds has no ratio to show.
        <p className="tw-card tw-small tw-muted" data-testid="reserves-not-owed">
          {t('reserves.coins.not_owed', {
            coins: formatCodeList(
              notOwed.map((coin) => coin.symbol),
              lang,
            ),
          })}
        </p>
      )}

      <VerifyPanel snapshot={snapshot} included={latest.included} publicationKey={latest.publication_key} />

      <h2 className="tw-reserves-title">{t('reserves.addresses.title')}</h2>
      <p className="tw-muted tw-small tw-reserves-note">{t('reserves.addresses.note')}</p>
      {snapshot.addresses.length === 0 ? (
        <p className="tw-card tw-muted">{t('reserves.addresses.none')}</p>
      ) : (
        snapshot.addresses.map((address) => (
          <ReserveAddressCard
            key={`${address.chain}:${address.address}`}
            address={address}
            decimalsOf={decimalsOf}
          />
        ))
      )}

      <PublicationDetails publication={snapshot.publication} />
    </div>
  );
}
