import { useTranslation } from 'react-i18next';
import type { C2cOrder } from '../../../core/schemas/c2c';
import { SummaryList, type SummaryRow } from '../../ui/forms/SummaryList';
import { formatDateMinute } from '../../ui/format/formatTime';

/** The appeal on an order: who opened it and why, the decision's deadline, then the decision. */
export function AppealBlock({ order }: { order: C2cOrder }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const appeal = order.appeal;
  if (!appeal) return null;
  const rows: SummaryRow[] = [
    {
      name: 'by',
      label: t('c2c.appeal.by'),
      value: appeal.by === order.role ? t('c2c.appeal.by_you') : t('c2c.appeal.by_counterparty'),
    },
    { name: 'reason', label: t('c2c.appeal.reason'), value: appeal.reason },
    { name: 'opened', label: t('c2c.appeal.opened_at'), value: formatDateMinute(appeal.opened_at, lang) },
    { name: 'deadline', label: t('c2c.appeal.deadline'), value: formatDateMinute(appeal.deadline, lang) },
  ];
  if (appeal.resolution)
    rows.push(
      {
        name: 'resolution',
        label: t('c2c.appeal.resolution'),
        value:
          appeal.resolution === 'released'
            ? t('c2c.appeal.resolved_released')
            : t('c2c.appeal.resolved_cancelled'),
      },
      ...(appeal.resolution_reason
        ? [
            {
              name: 'resolution-reason',
              label: t('c2c.appeal.resolution_reason'),
              value: appeal.resolution_reason,
            },
          ]
        : []),
      ...(appeal.resolved_at
        ? [
            {
              name: 'resolved',
              label: t('c2c.appeal.resolved_at'),
              value: formatDateMinute(appeal.resolved_at, lang),
            },
          ]
        : []),
    );
  return (
    <section className="tw-card tw-c2c-appeal" data-testid="c2c-appeal-block">
      <h3>{t('c2c.appeal.block_title')}</h3>
      {!appeal.resolution && <p className="tw-muted tw-small">{t('c2c.appeal.under_review')}</p>}
      <SummaryList className="tw-summary-rows" testIdPrefix="c2c-appeal" rows={rows} />
    </section>
  );
}
