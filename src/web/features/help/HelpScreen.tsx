import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Search } from 'react-vant';
import 'react-vant/es/search/style/index.css';
import { HELP_CATEGORIES, HELP_SEARCH_MAX, type HelpCategory } from '../../../core/schemas/help';
import { useQueryParams } from '../../ui/hooks/useQueryParams';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { ArticleList } from './ArticleList';
import { ContactEntries } from './ContactEntries';
import { CATEGORY_ICONS } from './categoryIcons';
import { helpKeys, useArticles } from './queries';
import './help.css';

/** How long typing may pause before the search is sent. */
const SEARCH_DELAY_MS = 300;

const isCategory = (value: string | null): value is HelpCategory =>
  (HELP_CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * `/pages/help/center/index` (screens.md "Help centre"): a search box, the categories as a grid of
 * icons, the popular questions, then feedback and the support chat. `?category=` shows one
 * category's questions; `?q=` a search's.
 */
export default function HelpScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useQueryParams();
  const category = isCategory(params.get('category')) ? (params.get('category') as HelpCategory) : null;
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const q = useDebounced(typed.trim(), SEARCH_DELAY_MS);

  // The search stays in the address, so back from an answer comes back to its results.
  useEffect(() => {
    if ((params.get('q') ?? '') === q) return;
    const next = new URLSearchParams(params);
    if (q) next.set('q', q);
    else next.delete('q');
    setParams(next);
  }, [q, params, setParams]);

  return (
    <Page title={category ? t(`help.category.${category}`) : t('help.title')} testId="help-page">
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: helpKeys.all })}>
        <div className="tw-help">
          <form
            role="search"
            onSubmit={(event) => event.preventDefault()}
            aria-label={t('help.search_label')}
          >
            <Search
              value={typed}
              onChange={setTyped}
              placeholder={t('help.search_placeholder')}
              shape="round"
              maxLength={HELP_SEARCH_MAX}
              className="tw-help-search"
            />
          </form>
          {q ? (
            <SearchResults q={q} category={category} />
          ) : category ? (
            <CategoryArticles category={category} />
          ) : (
            <HelpHome />
          )}
        </div>
      </Refreshable>
    </Page>
  );
}

function HelpHome() {
  const { t } = useTranslation();
  const popular = useArticles({ popular: '1' });
  return (
    <>
      <section className="tw-help-card">
        <h2 className="tw-help-heading">{t('help.categories')}</h2>
        <ul className="tw-help-grid" data-testid="help-categories">
          {HELP_CATEGORIES.map((key) => {
            const Icon = CATEGORY_ICONS[key];
            return (
              <li key={key}>
                <Link to={`/pages/help/center/index?category=${key}`} data-testid={`help-category-${key}`}>
                  <span className="tw-help-icon">
                    <Icon fontSize={24} />
                  </span>
                  <span className="tw-help-label">{t(`help.category.${key}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="tw-help-card">
        <h2 className="tw-help-heading">{t('help.popular')}</h2>
        <ArticleList
          articles={popular.data?.list}
          failed={popular.isError}
          onRetry={() => void popular.refetch()}
          empty={t('help.empty_category')}
          testId="help-popular"
        />
      </section>
      <ContactEntries />
    </>
  );
}

function CategoryArticles({ category }: { category: HelpCategory }) {
  const { t } = useTranslation();
  const articles = useArticles({ category });
  return (
    <>
      <section className="tw-help-card">
        <ArticleList
          articles={articles.data?.list}
          failed={articles.isError}
          onRetry={() => void articles.refetch()}
          empty={t('help.empty_category')}
          testId="help-category-articles"
        />
      </section>
      <Link to="/pages/help/center/index" className="tw-help-all tw-link" data-testid="help-all-categories">
        {t('help.all_categories')}
      </Link>
      <ContactEntries />
    </>
  );
}

function SearchResults({ q, category }: { q: string; category: HelpCategory | null }) {
  const { t } = useTranslation();
  const results = useArticles(category ? { q, category } : { q });
  return (
    <section className="tw-help-card">
      <h2 className="tw-help-heading">{t('help.results')}</h2>
      <ArticleList
        articles={results.data?.list}
        failed={results.isError}
        onRetry={() => void results.refetch()}
        empty={t('help.no_results')}
        emptyKind="search"
        testId="help-results"
      />
    </section>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
