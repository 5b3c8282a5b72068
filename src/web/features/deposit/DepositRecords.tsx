import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../core/address';
import type { DepositRecord, DepositStatus } from './queries';
import { EmptyState } from '../../ui/EmptyState';
import { formatCoinAmount } from '../../ui/format/money';
import { useCoinDecimals } from '../assets';
import { formatTime } from '../../ui/format/formatTime';
import './deposit.css';

const STATUS_CLASS: Record<DepositStatus, string> = {
  confirming: 'is-moving',
  pending: 'is-moving',
  approved: 'is-up',
  rejected: 'is-down',
};

function StatusText({ record }: { record: DepositRecord }) {
  const { t } = useTranslation();
  const status = t(`deposit.status.${record.status}`);
  if (record.status !== 'confirming' || !record.confirmations) return <>{status}</>;
  return <>{`${status} · ${t('deposit.confirmations', record.confirmations)}`}</>;
}

/** This user's latest deposits; the screen asks again while one of them is still confirming. */
export function DepositRecords({ records }: { records: DepositRecord[] | undefined }) {
  const { t, i18n } = useTranslation();
  const decimalsOf = useCoinDecimals();
  return (
    <section className="tw-card" data-testid="deposit-records">
      <h3 className="tw-card-title">{t('deposit.page.records_title')}</h3>
      {records && records.length === 0 && (
        <EmptyState description={t('deposit.page.no_records')} imageSize={72} />
      )}
      <ul className="tw-deposit-records">
        {records?.map((r) => (
          <li key={r.id} data-testid="deposit-record" data-status={r.status} data-hash={r.hash ?? ''}>
            <div className="tw-deposit-record-top">
              <strong className="tw-num">
                {r.amount !== null
                  ? formatCoinAmount(
                      r.amount,
                      { symbol: r.currency, decimals: decimalsOf(r.currency_id) },
                      i18n.language,
                    ).text
                  : r.currency}
              </strong>
              <span
                className={`tw-badge tw-status ${STATUS_CLASS[r.status]}`}
                data-testid="deposit-record-status"
              >
                <StatusText record={r} />
              </span>
            </div>
            <div className="tw-muted tw-small">
              {t(`deposit.page.kind_${r.kind}`)}
              {r.network ? ` · ${r.network}` : ''}
              {r.hash ? ` · ${shortAddress(r.hash)}` : ''}
              {' · '}
              {formatTime(r.created_at, i18n.language)}
            </div>
            {r.status === 'rejected' && r.reason && (
              <div className="tw-deposit-reason" data-testid="deposit-record-reason">
                {t('deposit.page.reason', { reason: r.reason })}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
