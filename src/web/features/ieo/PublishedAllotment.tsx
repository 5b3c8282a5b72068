import { useTranslation } from 'react-i18next';
import type { IeoItem } from '../../../core/schemas/ieo';
import { SummaryList } from '../../ui/forms/SummaryList';
import { coinAmount } from '../../ui/format/figures';

/**
 * The allotment as published once it ran: the round factors every receipt is worked with, and the
 * hash of the anonymised table, so anyone holding the table can check it was not changed afterwards.
 */
export function PublishedAllotment({ item, tableHash }: { item: IeoItem; tableHash: string }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="tw-card" data-testid="ieo-published">
      <h3>{t('ieo.published')}</h3>
      <SummaryList
        className="tw-summary-rows"
        testIdPrefix="ieo-published"
        rows={[
          {
            name: 'total',
            label: t('ieo.total_applied'),
            value: coinAmount(item.total_applied, item.symbol, item.decimals, i18n.language),
          },
          { name: 'applicants', label: t('ieo.applicants'), value: item.applicants },
          { name: 'factors', label: t('ieo.factors'), value: item.factors.join(' → ') || '--' },
        ]}
      />
      <p className="tw-small tw-muted tw-ieo-hash-label">{t('ieo.table_hash')}</p>
      <code className="tw-ieo-hash" data-testid="ieo-table-hash">
        {tableHash}
      </code>
      <p className="tw-small tw-muted">{t('ieo.table_hash_note')}</p>
    </section>
  );
}
