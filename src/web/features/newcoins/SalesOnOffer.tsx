import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { FIRST_DATA_QUERY_KEYS } from '../../app/firstData';
import { newcoinsRecommend } from '../../api/endpoints';
import './newcoins.css';

/**
 * The finance tab's short list of new-coin sales (`lh/send/get_recommend`: up to three, those one
 * can subscribe to first), each opening its sale. Texts from locales/newcoins/finance.
 */
export function SalesOnOffer() {
  const { t } = useTranslation();
  const sales = useQuery({
    // The finance tab's page carries this answer: the line is drawn with the entries, not after.
    queryKey: FIRST_DATA_QUERY_KEYS.newcoinSales,
    queryFn: () => api.call(newcoinsRecommend, {}, { quiet: true }),
    staleTime: 60_000,
  }).data?.products.filter((p) => p.status === 'subscribing' || p.status === 'upcoming');
  if (!sales?.length) return null;
  return (
    <section
      className="tw-newcoin-offers"
      aria-label={t('finance.newcoins_on_offer')}
      data-testid="finance-newcoin-offers"
    >
      {sales.map((sale) => (
        <Link key={sale.id} to={`/pages/subscribe/detail?id=${sale.id}`} data-testid="finance-newcoin-offer">
          <strong>{sale.currency}</strong>
          <span>{t('finance.newcoin_price', { price: sale.issue_price, pay: sale.pay_currency })}</span>
          <small data-status={sale.status}>{t(`finance.newcoin_status.${sale.status}`)}</small>
        </Link>
      ))}
    </section>
  );
}
