import { useTranslation } from 'react-i18next';

/** The demo account's mark, on every part of the screen that acts on it. */
export function DemoTag() {
  const { t } = useTranslation();
  return (
    <span className="tw-option-demo-tag" data-testid="demo-tag">
      {t('options.demo')}
    </span>
  );
}
