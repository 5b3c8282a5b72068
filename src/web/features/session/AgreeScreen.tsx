import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page/Page';

const SECTIONS = ['service', 'account', 'risk', 'privacy', 'changes'] as const;

/** The user and privacy agreement, in the reader's language. */
export default function AgreePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('agree.title')} testId="agree-page">
      <article className="tw-content tw-card tw-doc">
        <p className="tw-muted">{t('agree.intro')}</p>
        {SECTIONS.map((s) => (
          <section key={s}>
            <h3>{t(`agree.${s}_title`)}</h3>
            <p>{t(`agree.${s}_body`)}</p>
          </section>
        ))}
      </article>
    </Page>
  );
}
