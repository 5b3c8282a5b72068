import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTime } from '../../ui/format/formatTime';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/page/Page';
import { ArticleBody } from './ArticleBody';
import { ArticleList } from './ArticleList';
import { ContactEntries } from './ContactEntries';
import { useArticle, useArticles } from './queries';
import './help.css';

/** `/pages/help/center/faq?id=`: one answer with its category, the others in it, and where to ask. */
export default function ArticleScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const article = useArticle(id);
  const found = article.data;
  const related = useArticles({ category: found?.category }, !!found);
  const others = related.data?.list.filter((a) => a.id !== id);

  return (
    <Page title={t('help.title')} testId="help-article-page">
      <div className="tw-help">
        {found ? (
          <>
            <article className="tw-help-card tw-help-article" lang={found.lang} data-testid="help-article">
              <Link
                to={`/pages/help/center/index?category=${found.category}`}
                className="tw-help-tag"
                data-testid="help-article-category"
              >
                {t(`help.category.${found.category}`)}
              </Link>
              <h1>{found.title}</h1>
              <ArticleBody body={found.body} />
              <p className="tw-muted tw-small">
                {t('help.article.updated', { time: formatTime(found.updated_at, i18n.language) })}
              </p>
            </article>
            {others && others.length > 0 ? (
              <section className="tw-help-card">
                <h2 className="tw-help-heading">{t('help.article.related')}</h2>
                <ArticleList
                  articles={others}
                  failed={false}
                  onRetry={() => undefined}
                  empty=""
                  testId="help-related"
                />
              </section>
            ) : null}
            <h2 className="tw-help-heading tw-help-outside">{t('help.still_need_help')}</h2>
            <ContactEntries />
          </>
        ) : article.isError || !(id > 0) ? (
          <div data-testid="help-article-missing">
            <EmptyState description={t('help.article.not_found')} />
          </div>
        ) : (
          <div className="tw-help-card" aria-hidden="true">
            <div className="tw-skeleton-row" />
            <div className="tw-skeleton-row tw-skeleton-tall" />
          </div>
        )}
      </div>
    </Page>
  );
}
