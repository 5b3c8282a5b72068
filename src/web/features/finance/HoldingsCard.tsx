import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignedInAsDrawn } from '../../api/session/useSession';
import { drawnCount, rememberDrawnChoice } from '../../ui/hooks/drawnChoices';
import { useReport } from './queries';
import { amountIn, type Places } from './format';

/** How many coins the card listed last time (a drawn hint): the rows its place is held for. */
const LISTED_HINT = 'finance.holdings';
/** More rows than this are not held: the card grows below the fold. */
const MOST_ROWS_HELD = 4;

type Holding = NonNullable<ReturnType<typeof useReport>['data']>[number];

/** A coin's three figures: the principal working (the row's headline), all interest, today's. */
const FIGURES = [
  {
    field: 'hosting_amount',
    label: 'finance.hosting_amount',
    testId: 'holding-amount',
    className: 'tw-num',
    main: true,
  },
  {
    field: 'earned_total',
    label: 'finance.earned_total',
    testId: 'holding-earned',
    className: 'tw-num tw-finance-up',
    main: false,
  },
  {
    field: 'today_income',
    label: 'finance.today_income',
    testId: 'holding-today',
    className: 'tw-num',
    main: false,
  },
] as const;

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
  const heldRows = drawnCount(LISTED_HINT, MOST_ROWS_HELD);

  /** One coin's figures, or with none (null) the bars that hold their places. */
  const row = (key: string, holding: Holding | null) => (
    <dl key={key} className="tw-finance-holding" data-testid={holding ? `holding-${key}` : undefined}>
      {FIGURES.map((figure) => (
        <div key={figure.field} className={figure.main ? 'tw-finance-holding-main' : undefined}>
          <dt className="tw-muted">{t(figure.label)}</dt>
          <dd className={figure.className} data-testid={figure.testId}>
            {holding ? amountIn(holding[figure.field], holding.currency, places, lang) : <Waiting />}
          </dd>
        </div>
      ))}
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
    body = report.data!.map((holding) => row(holding.currency, holding));
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
