import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useNow } from '../../ui/hooks/useNow';
import { Page } from '../../ui/page/Page';
import { ApplySection } from './ApplySection';
import { ItemFigures } from './ItemFigures';
import { PublishedAllotment } from './PublishedAllotment';
import { useIeoEvents, useIeoItem } from './queries';
import { Rules } from './Rules';
import { Timeline } from './Timeline';
import './ieo.css';

/** `/pages/ieo/detail?id=`: one IEO, its timeline, its figures, the application form and its allotment. */
export default function ItemScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const item = useIeoItem(valid ? id : null, i18n.language);
  // An application or a payment moves the totals and the balance shown under the form.
  useIeoEvents();
  const now = useNow(true, 30_000);
  const found = item.data ?? null;
  return (
    <Page title={found ? `${found.symbol} · ${t('ieo.title')}` : t('ieo.title')} testId="ieo-detail">
      <div className="tw-content tw-ieo">
        {found ? (
          <>
            <ItemFigures item={found} />
            <Timeline item={found} now={now} />
            {found.status === 'applying' && <ApplySection item={found} />}
            {found.table_hash !== null && <PublishedAllotment item={found} tableHash={found.table_hash} />}
            <Rules item={found} />
          </>
        ) : !valid || item.data === null ? (
          <p className="tw-muted" data-testid="ieo-detail-missing">
            {t('ieo.missing')}
          </p>
        ) : item.isError ? (
          <p className="tw-muted">{t('ieo.load_failed')}</p>
        ) : (
          <div className="tw-skeleton-block tw-ieo-skeleton" aria-busy="true" />
        )}
      </div>
    </Page>
  );
}
