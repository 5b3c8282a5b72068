import { useTranslation } from 'react-i18next';

/** Every screen showing simulated prices says so (honesty rule in ARCHITECTURE.md). */
export function SimulatedBadge() {
  const { t } = useTranslation();
  return (
    <span className="tw-badge tw-simulated" data-testid="simulated-badge" title={t('market.simulated_hint')}>
      {t('market.simulated')}
    </span>
  );
}
