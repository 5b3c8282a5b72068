import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRecommendedSales } from './queries';
import './newCoinLine.css';

/** Home's line with the first recommended new-coin sale open for subscription now. */
export function NewCoinLine() {
  const { t } = useTranslation();
  const sale = useRecommendedSales().data?.products.find((p) => p.status === 'subscribing');
  if (!sale) return null;
  return (
    <Link
      to={`/pages/subscribe/detail?id=${sale.id}`}
      className="tw-newcoin-line"
      data-testid="home-newcoin-line"
    >
      {t('home.newcoin_subscribing', {
        coin: sale.currency,
        price: sale.issue_price,
        pay: sale.pay_currency,
      })}
    </Link>
  );
}
