import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { formatCoinAmount, formatFee } from '../../ui/format/money';
import { useCoinDecimals } from '../assets';
import { formatTime } from '../../ui/format/formatTime';
import type { useWithdrawRecords } from './queries';
import { WithdrawalStatusTag } from './WithdrawalStatusTag';
import './withdraw.css';

/** Withdrawal records, newest first; each opens its detail. Shared by the withdrawal and records screens. */
export function WithdrawRecordList({ records }: { records: ReturnType<typeof useWithdrawRecords> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const decimalsOf = useCoinDecimals();
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      {records.isSuccess && list.length === 0 && (
        <p className="tw-wd-empty" data-testid="withdraw-records-empty">
          {t('withdraw.record.empty')}
        </p>
      )}
      {list.map((w) => {
        const coin = { symbol: w.coin, decimals: decimalsOf(w.currency_id) };
        return (
          <button
            key={w.id}
            type="button"
            className="tw-wd-record"
            data-testid="withdraw-record"
            onClick={() => navigate(`/pages/assets/withdraw/detail?id=${w.id}`)}
          >
            <div className="tw-wd-record-head">
              <span>
                {w.coin} · {w.network === 'BANK' ? t('withdraw.bank') : w.network}
              </span>
              <WithdrawalStatusTag status={w.status} />
            </div>
            <div className="tw-wd-row">
              <span>{t('withdraw.record.amount')}</span>
              <strong>{formatCoinAmount(w.amount, coin, i18n.language).text}</strong>
            </div>
            <div className="tw-wd-row">
              <span>{t('withdraw.record.fee')}</span>
              <strong>{formatFee(w.fee, coin, i18n.language).text}</strong>
            </div>
            <div className="tw-wd-row">
              <span>{t('withdraw.record.time')}</span>
              <span>{formatTime(w.created_at, i18n.language)}</span>
            </div>
          </button>
        );
      })}
      {records.hasNextPage && (
        <Button
          block
          round
          plain
          type="primary"
          loading={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
        >
          {t('withdraw.record.more')}
        </Button>
      )}
    </>
  );
}
