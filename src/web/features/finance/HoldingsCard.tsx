import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignedInAsDrawn } from '../../api/session/useSession';
import { drawnChoice, rememberDrawnChoice } from '../../ui/hooks/drawnChoices';
import { useReport } from './queries';
import { amountIn, type Places } from './format';

/** How many coins the card listed last time (a drawn hint): the rows its place is held for. */
const LISTED_HINT = 'finance.holdings';
/** More rows than this are not held: the card grows below the fold. */
const MOST_ROWS_HELD = 4;

/**
 * What the user holds in locked funds, per coin: the principal working, all interest earned, and
 * today's. Links to the orders; a visitor sees nothing here.
 *
 * A signed-in reader's card keeps its place from the server's paint: until the report arrives it
 * shows as many rows as it listed last time, their figures greyed, so nothing below it moves.
 */
export function HoldingsCard({ places }: { places: Places }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const signedIn = useSignedInAsDrawn();
  const report = useReport();
  const listed = report.data?.length;
  useEffect(() => {
    if (listed !== undefined) rememberDrawnChoice(LISTED_HINT, String(Math.min(listed, MOST_ROWS_HELD)));
  }, [listed]);
  if (!report.data && (!signedIn || report.isError)) return null;
  const waiting = !report.data;
  const heldRows = Math.min(Number(drawnChoice(LISTED_HINT)) || 0, MOST_ROWS_HELD);

  const row = (key: string, figures: { hosting: string; earned: string; today: string } | null) => (
    <dl key={key} className="tw-finance-holding" data-testid={figures ? `holding-${key}` : undefined}>
      <div className="tw-finance-holding-main">
        <dt className="tw-muted">{t('finance.hosting_amount')}</dt>
        <dd className="tw-num" data-testid="holding-amount">
          {figures ? figures.hosting : <Waiting />}
        </dd>
      </div>
      <div>
        <dt className="tw-muted">{t('finance.earned_total')}</dt>
        <dd className="tw-num tw-finance-up" data-testid="holding-earned">
          {figures ? figures.earned : <Waiting />}
        </dd>
      </div>
      <div>
        <dt className="tw-muted">{t('finance.today_income')}</dt>
        <dd className="tw-num" data-testid="holding-today">
          {figures ? figures.today : <Waiting />}
        </dd>
      </div>
    </dl>
  );

  let body;
  if (waiting && heldRows === 0) {
    // The empty state's own text, unseen: the place it will take if nothing is held yet.
    body = <p className="tw-muted tw-small tw-finance-holdings-unseen">{t('finance.no_holdings')}</p>;
  } else if (waiting) {
    body = Array.from({ length: heldRows }, (_, i) => row(`waiting-${i}`, null));
  } else if (report.data!.length === 0) {
    body = <p className="tw-muted tw-small">{t('finance.no_holdings')}</p>;
  } else {
    body = report.data!.map((r) =>
      row(r.currency, {
        hosting: amountIn(r.hosting_amount, r.currency, places, lang),
        earned: amountIn(r.earned_total, r.currency, places, lang),
        today: amountIn(r.today_income, r.currency, places, lang),
      }),
    );
  }
  return (
    <section className="tw-finance-holdings" data-testid="finance-holdings" aria-busy={waiting}>
      <header>
        <h2>{t('finance.holdings')}</h2>
        <Link to="/pages/trust/orders" data-testid="finance-my-orders">
          {t('finance.my_orders')}
        </Link>
      </header>
      {body}
    </section>
  );
}

/** A figure still on its way: a bar the height of the line it will fill. */
function Waiting() {
  return <span className="tw-finance-holding-waiting" aria-hidden="true" />;
}
