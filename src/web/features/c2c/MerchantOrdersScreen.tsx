import { useTranslation } from 'react-i18next';
import { MerchantArea } from './MerchantArea';
import { OrderTabs } from './OrderList';

/** `/pages/c2c/merchant/orders`: the orders on the merchant's ads, each opening the same detail. */
export default function MerchantOrdersScreen() {
  const { t } = useTranslation();
  return (
    <MerchantArea title={t('c2c.merchant.orders')} testId="c2c-merchant-orders-page">
      {() => <OrderTabs scope="merchant" />}
    </MerchantArea>
  );
}
