import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import './ProductSwitch.css';

/** The two screens behind the derivatives tab (contracts and options). */
const PRODUCTS = [
  { key: 'contracts', labelKey: 'tab.contracts', path: '/pages/contract/index' },
  { key: 'options', labelKey: 'tab.options', path: '/pages/option/index' },
] as const;

type Props = { current: (typeof PRODUCTS)[number]['key'] };

/**
 * A small segmented switch at the top (above the sticky pair header, so it scrolls away) of the contract and option screens: one tab, two products.
 * Switching replaces the address, so back leaves the tab as it would from either screen.
 */
export function ProductSwitch({ current }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="tw-product-bar" aria-label={t('tab.contracts_options')} data-testid="product-switch">
      <div className="tw-product-switch">
        {PRODUCTS.map(({ key, labelKey, path }) => (
          <button
            key={key}
            type="button"
            aria-current={key === current ? 'page' : undefined}
            onClick={() => key !== current && navigate(path, { replace: true })}
            data-testid={`product-${key}`}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>
    </nav>
  );
}
