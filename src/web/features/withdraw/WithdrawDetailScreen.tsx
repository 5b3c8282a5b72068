import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'react-vant';
import { withdrawalTotal } from '../../../core/withdrawal';
import { EmptyState } from '../../ui/EmptyState';
import { formatCoinAmount, formatFee } from '../../ui/format/money';
import { useCoinDecimals } from '../assets';
import { formatTime } from '../../ui/format/formatTime';
import { useWithdrawal } from './queries';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { WithdrawalStatusTag } from './WithdrawalStatusTag';
import './withdraw.css';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="tw-wd-row" data-testid={testId}>
      <span>{label}</span>
      <strong>{children}</strong>
    </div>
  );
}

/** One withdrawal: what, where, when, its status and, once decided, the reason and payout hash. */
export default function WithdrawDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const withdrawal = useWithdrawal(Number.isSafeInteger(id) && id > 0 ? id : 0);
  const w = withdrawal.data;
  // No id, a malformed one, or one the server does not know (or not this user's).
  const missing = !(id > 0) || withdrawal.isError;
  const decimalsOf = useCoinDecimals();
  const coin = w && { symbol: w.coin, decimals: decimalsOf(w.currency_id) };
  // Every figure with its coin: amount, fee and what arrives (or came back) read alike.
  const amount = (value: string) => (coin ? formatCoinAmount(value, coin, i18n.language).text : '');
  return (
    <Page title={t('withdraw.record.detail_title')} testId="withdraw-detail-page">
      <Refreshable onRefresh={() => withdrawal.refetch()}>
        <div className="tw-content">
          {missing && (
            <div data-testid="withdraw-detail-missing">
              <EmptyState description={t('withdraw.record.not_found')}>
                <Link to="/pages/assets/withdraw/index">
                  <Button type="primary" round size="small">
                    {t('withdraw.record.all_records')}
                  </Button>
                </Link>
              </EmptyState>
            </div>
          )}
          {w && (
            <div className="tw-card">
              <div className="tw-wd-record-head">
                <span data-testid="withdraw-detail-head">{amount(w.amount)}</span>
                <WithdrawalStatusTag status={w.status} />
              </div>
              <Row label={t('withdraw.record.network')}>
                {w.network === 'BANK' ? t('withdraw.bank') : w.network}
              </Row>
              <Row label={t('withdraw.record.amount')} testId="withdraw-detail-amount">
                {amount(w.amount)}
              </Row>
              <Row label={t('withdraw.record.fee')} testId="withdraw-detail-fee">
                {coin && formatFee(w.fee, coin, i18n.language).text}
              </Row>
              {w.status === 'rejected' ? (
                // Nothing arrives: amount and fee went back to the balance.
                <Row label={t('withdraw.record.returned')} testId="withdraw-detail-returned">
                  {amount(withdrawalTotal(w.amount, w.fee).toFixed())}
                </Row>
              ) : (
                <Row label={t('withdraw.record.actual')} testId="withdraw-detail-actual">
                  {amount(w.actual)}
                </Row>
              )}
              <div className="tw-wd-row">
                <span>{t('withdraw.record.destination')}</span>
              </div>
              <p className="tw-wd-mono" data-testid="withdraw-detail-destination">
                {w.destination}
              </p>
              <Row label={t('withdraw.record.time')}>{formatTime(w.created_at, i18n.language)}</Row>
              {w.remark && <Row label={t('withdraw.record.remark')}>{w.remark}</Row>}
              {w.reason && (
                <Row label={t('withdraw.record.reason')} testId="withdraw-detail-reason">
                  {w.reason}
                </Row>
              )}
              {w.payout_tx_hash && (
                <>
                  <div className="tw-wd-row">
                    <span>{t('withdraw.record.payout_hash')}</span>
                  </div>
                  <p className="tw-wd-mono">{w.payout_tx_hash}</p>
                </>
              )}
              {w.status === 'pending' && <p className="tw-wd-foot">{t('withdraw.arrival')}</p>}
            </div>
          )}
        </div>
      </Refreshable>
    </Page>
  );
}
