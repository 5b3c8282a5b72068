import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { C2cMerchantStats } from '../../../core/schemas/c2c';
import { Page } from '../../ui/page/Page';
import { MerchantStats } from './MerchantStats';
import { useMerchantMe } from './queries';
import './c2c.css';

const SECTIONS = [
  { key: 'ads', path: '/pages/c2c/merchant/ads', label: 'c2c.merchant.ads' },
  { key: 'orders', path: '/pages/c2c/merchant/orders', label: 'c2c.merchant.orders' },
  { key: 'payments', path: '/pages/c2c/merchant/payments', label: 'c2c.merchant.payments' },
] as const;

/**
 * A screen of the merchants' area: its sections as tabs, then the screen, drawn only for an
 * approved merchant (`ctc/merchant/me`); anyone else is told the area is for merchants.
 */
export function MerchantArea({
  title,
  testId,
  right,
  children,
}: {
  title: string;
  testId: string;
  right?: ReactNode;
  children: (merchant: C2cMerchantStats) => ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const me = useMerchantMe();
  const merchant = me.data?.merchant ?? null;
  return (
    <Page title={title} testId={testId} right={merchant ? right : undefined}>
      {merchant ? (
        <>
          <nav className="tw-c2c-tabs tw-c2c-nav" aria-label={t('c2c.merchant.title')}>
            {SECTIONS.map((s) => (
              <Link
                key={s.key}
                to={s.path}
                replace
                aria-current={pathname === s.path ? 'page' : undefined}
                data-testid={`c2c-merchant-nav-${s.key}`}
              >
                {t(s.label)}
              </Link>
            ))}
          </nav>
          {children(merchant)}
        </>
      ) : me.isPending ? (
        <div className="tw-skeleton-block tw-c2c-skeleton" aria-busy="true" />
      ) : (
        <div className="tw-content tw-c2c">
          <p className="tw-muted" data-testid="c2c-merchant-only">
            {me.isError ? t('c2c.load_failed') : t('c2c.merchant.only')}
          </p>
          <Link to="/pages/c2c/index" className="tw-link">
            {t('c2c.title')}
          </Link>
        </div>
      )}
    </Page>
  );
}

/** The merchant's own record on top of their area. */
export function MerchantHeader({ merchant }: { merchant: C2cMerchantStats }) {
  return (
    <section className="tw-card" data-testid="c2c-merchant-header">
      <MerchantStats merchant={merchant} />
    </section>
  );
}
