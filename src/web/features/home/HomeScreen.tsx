import { useEffect, useRef, type CSSProperties } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { Bars } from '@react-vant/icons';
import { DepositIcon, OptionsIcon, SpotIcon, StocksIcon, SupportIcon } from '../../ui/EntryIcons';
import { Logo } from '../../ui/Logo';
import { WalletBadge, WalletBadgeWaiting } from '../../ui/WalletBadge';
import { drawnCount, rememberDrawnChoice } from '../../ui/hooks/drawnChoices';
import { SUPPORT_PATH, useCustomerUrl } from '../../api/config';
import { useWallets } from '../../api/wallets';
import { LOGIN_PATH } from '../../api/session/loginRedirect';
import { useSession, useSignedInAsDrawn } from '../../api/session/useSession';
import { useLeftMenu } from '../../ui/page/leftMenu';
import { Refreshable } from '../../ui/page/Refreshable';
import { currentLanguageName } from '../../app/i18n';
import type { HomeEntry } from '../../ui/page/routeManifest';
import { MarketList } from './MarketList';

// What other features put on home (features/<f>/home/index.ts), found by its place.
const homeParts = import.meta.glob<{ homeEntries: HomeEntry[] }>('../*/home/index.ts', { eager: true });
const entriesAt = (place: HomeEntry['place']) =>
  Object.values(homeParts)
    .flatMap((part) => part.homeEntries)
    .filter((entry) => entry.place === place)
    .sort((a, b) => a.order - b.order);
const HEADER_PARTS = entriesAt('header');
const CONTENT_PARTS = entriesAt('content');

/** Home tab: who you are, how to start, and the entries to what exists. */
export default function HomePage() {
  const queryClient = useQueryClient();
  // Each part is its own component: React takes the server's markup over part by part, in short
  // slices, rather than all of home's texts in one task.
  return (
    <div className="tw-page" data-testid="home-page">
      <HomeHeader />
      <Refreshable onRefresh={() => queryClient.invalidateQueries()}>
        <div className="tw-content">
          <Hero />
          {CONTENT_PARTS.map(({ Part }, i) => (
            <Part key={i} />
          ))}
          <Entries />
          <MarketList />
        </div>
      </Refreshable>
    </div>
  );
}

/** The menu, the brand and the language chip. */
function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useLeftMenu();
  return (
    <header className="tw-home-header">
      <button
        type="button"
        className="tw-icon-button"
        aria-label={t('menu.open')}
        onClick={menu.open}
        data-testid="open-menu"
      >
        <Bars fontSize={22} />
      </button>
      <span className="tw-home-brand">
        <Logo size={26} />
        {t('app.name')}
      </span>
      <span className="tw-home-header-end">
        {HEADER_PARTS.map(({ Part }, i) => (
          <Part key={i} />
        ))}
        <button
          type="button"
          className="tw-lang-chip"
          onClick={() => navigate('/pages/settings/language/language')}
        >
          {currentLanguageName()}
        </button>
      </span>
    </header>
  );
}

/** How many wallet badges home showed last time (a drawn hint): the places held for them. */
const WALLETS_HINT = 'home.wallets';
/** How many lines the greeting took last time (a drawn hint): a nickname wraps it or not. */
const GREETING_LINES_HINT = 'home.greeting_lines';
/** Stands for the nickname in a greeting drawn before the app knows it. */
const NAME_MARK = '\uE000';

/**
 * The greeting and wallets when signed in; sign in and register when not. A signed-in reader's
 * hero is drawn from the server's paint (the signed-in hint), the nickname and wallets holding
 * their places, so the log-in buttons never flash and nothing below moves.
 */
function Hero() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedInAsDrawn();
  const { user, newAccount } = useSession();
  const wallets = useWallets();
  const shownWallets = wallets.data?.length;
  useEffect(() => {
    if (shownWallets !== undefined) rememberDrawnChoice(WALLETS_HINT, String(shownWallets));
  }, [shownWallets]);
  const greeting = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const h1 = greeting.current;
    if (!h1) return;
    const lines = h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight);
    if (lines > 0) rememberDrawnChoice(GREETING_LINES_HINT, String(Math.round(lines)));
  }, [user?.nickname, newAccount, i18n.language]);
  if (!signedIn)
    return (
      <section className="tw-hero">
        <h1>{t('home.headline')}</h1>
        <p>{t('home.tagline')}</p>
        <div className="tw-hero-actions">
          <Button type="primary" round onClick={() => navigate(LOGIN_PATH)} data-testid="home-login">
            {t('login.submit')}
          </Button>
          <Button
            round
            plain
            onClick={() => navigate('/pages/user/login/register')}
            data-testid="home-register"
          >
            {t('register.title')}
          </Button>
        </div>
      </section>
    );
  const heldWallets = drawnCount(WALLETS_HINT, 2);
  return (
    <section className="tw-hero">
      {user ? (
        <h1 ref={greeting} data-testid="home-greeting">
          {t(newAccount ? 'home.welcome_new' : 'home.welcome_back', { name: user.nickname })}
        </h1>
      ) : (
        <h1
          aria-busy="true"
          className="tw-hero-greeting-waiting"
          style={{ '--tw-lines': drawnCount(GREETING_LINES_HINT, 3, 1) } as CSSProperties}
        >
          {t('home.welcome_back', { name: NAME_MARK })
            .split(NAME_MARK)
            .flatMap((part, i) =>
              i === 0 ? [part] : [<span key={i} className="tw-hero-name-waiting" />, part],
            )}
        </h1>
      )}
      <p>{t('home.headline')}</p>
      {wallets.data
        ? wallets.data.map((w) => <WalletBadge key={w.chain} wallet={w} />)
        : Array.from({ length: heldWallets }, (_, i) => <WalletBadgeWaiting key={i} />)}
    </section>
  );
}

/** Quick entries to the features that exist; settings and about live in the left menu. */
function Entries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customer = useCustomerUrl();
  const entries = [
    {
      key: 'deposit',
      Icon: DepositIcon,
      label: t('menu.deposit'),
      go: () => navigate('/pages/deposit/index'),
    },
    { key: 'spot', Icon: SpotIcon, label: t('home.entry_spot'), go: () => navigate('/pages/trade/index') },
    {
      key: 'options',
      Icon: OptionsIcon,
      label: t('home.entry_options'),
      go: () => navigate('/pages/option/index'),
    },
    {
      key: 'stocks',
      Icon: StocksIcon,
      label: t('home.entry_stocks'),
      go: () => navigate('/pages/stock/index'),
    },
    // Always reachable: the operator's customer-service page when one is set, else the support screen.
    {
      key: 'contact',
      Icon: SupportIcon,
      label: t('menu.contact'),
      go: () =>
        customer.data?.url ? window.open(customer.data.url, '_blank', 'noopener') : navigate(SUPPORT_PATH),
    },
  ];
  // As many columns as fill the rows evenly: five entries on one row, six on two rows of three,
  // seven as four and three; never one left alone on a row ("Contact us" under four others).
  const rows = Math.ceil(entries.length / 5);
  const columns = Math.ceil(entries.length / rows);
  return (
    <section className="tw-card tw-entries" style={{ '--tw-entry-columns': columns } as CSSProperties}>
      {entries.map(({ key, Icon, label, go }) => (
        <button type="button" key={key} className="tw-entry" onClick={go}>
          <Icon />
          <span>{label}</span>
        </button>
      ))}
    </section>
  );
}
