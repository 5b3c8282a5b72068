import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Arrow } from '@react-vant/icons';
import type { HelpArticleSummary } from '../../../core/schemas/help';
import { EmptyState } from '../../ui/EmptyState';

type Props = {
  articles: readonly HelpArticleSummary[] | undefined;
  failed: boolean;
  onRetry(): void;
  empty: string;
  emptyKind?: 'default' | 'search';
  testId: string;
};

/** Questions as rows, each opening its answer; a skeleton while loading, a retry on failure. */
export function ArticleList({ articles, failed, onRetry, empty, emptyKind, testId }: Props) {
  const { t } = useTranslation();
  if (failed)
    return (
      <button type="button" className="tw-help-retry tw-muted" onClick={onRetry}>
        {t('help.load_failed')}
      </button>
    );
  if (!articles)
    return (
      <ul className="tw-help-list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="tw-skeleton-row" />
        ))}
      </ul>
    );
  if (articles.length === 0)
    return (
      <div data-testid={`${testId}-empty`}>
        <EmptyState kind={emptyKind} imageSize={72} description={empty} />
      </div>
    );
  return (
    <ul className="tw-help-list" data-testid={testId}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={`/pages/help/center/faq?id=${article.id}`} data-testid="help-article-row">
            <span>{article.title}</span>
            <Arrow className="tw-help-chevron" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
