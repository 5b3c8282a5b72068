import { useTranslation } from 'react-i18next';
import type { ContractDeal } from '../../../core/schemas/contract';
import { quantity, ratePercent } from '../../ui/format/figures';

type Props = { deal: ContractDeal; base: string };

/** The pair's contract terms from `lever/deal`, and the line saying funding is not charged. */
export function DealTerms({ deal, base }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const maxLeverage = Math.max(...deal.leverages);
  const firstTier = deal.tiers[0];
  const terms: [string, string][] = [
    ['contract_value', t('contract.lot_is', { qty: quantity(deal.contract_value, lang), coin: base })],
    ['fee', ratePercent(deal.fee_rate, lang)],
    ['max_leverage', `${maxLeverage}x`],
    ['maintenance', firstTier ? ratePercent(firstTier.mmr, lang) : '--'],
  ];
  return (
    <section className="tw-contract-terms" data-testid="contract-terms">
      <dl>
        {terms.map(([key, value]) => (
          <div key={key}>
            <dt className="tw-muted">{t(`contract.terms.${key}`)}</dt>
            <dd className="tw-num" data-testid={`terms-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="tw-muted tw-contract-funding" data-testid="terms-funding">
        {t('contract.terms.no_funding')}
      </p>
    </section>
  );
}
