import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../ui/page/Page';
import { OrderTabs } from './OrderList';
import './c2c.css';

/** `/pages/c2c/orders`: my peer-to-peer orders, each opening its detail. */
export default function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('c2c.my_orders')}
      testId="c2c-orders-page"
      right={
        <Link to="/pages/c2c/index" className="tw-link" data-testid="c2c-orders-market">
          {t('c2c.title')}
        </Link>
      }
    >
      <OrderTabs scope="user" />
    </Page>
  );
}
