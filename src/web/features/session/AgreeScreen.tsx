import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page/Page';
import { AGREEMENT_SECTIONS } from './agreement';

/** The user and privacy agreement, in the reader's language: a heading per section, a paragraph per clause. */
export default function AgreePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('agree.title')} testId="agree-page">
      <article className="tw-content tw-card tw-doc">
        <p className="tw-muted">{t('agree.intro')}</p>
        {AGREEMENT_SECTIONS.map((section) => (
          <section key={section} data-testid={`agree-${section}`}>
            <h3>{t(`agree.${section}.title`)}</h3>
            {t(`agree.${section}.body`)
              .split('\n')
              .map((clause) => (
                <p key={clause}>{clause}</p>
              ))}
          </section>
        ))}
      </article>
    </Page>
  );
}
