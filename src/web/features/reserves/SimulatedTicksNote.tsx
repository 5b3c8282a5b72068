import { useTranslation } from 'react-i18next';
import { SimulatedBadge, useQuotes } from '../market';

/**
 * Open positions count at the snapshot's recorded ticks; when the feed is the simulated one, the
 * page says so as every trading screen does. Its own component: the quotes re-render it on each
 * tick, not the whole page.
 */
export function SimulatedTicksNote() {
  const { t } = useTranslation();
  const quotes = useQuotes();
  if (quotes.source !== 'simulated') return null;
  return (
    <p className="tw-reserves-feed tw-small" data-testid="reserves-simulated">
      <SimulatedBadge /> {t('reserves.simulated')}
    </p>
  );
}
