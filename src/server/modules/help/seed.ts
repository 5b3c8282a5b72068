import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema';
import type { TextsByLanguage } from '../../db/schema/notices';
import { SEED_ARTICLES, SEED_TEXTS } from './articles';

/**
 * The answers a fresh install starts with (the help manifest's seed), every one in the seven
 * languages. Each is found by its seed key: a restart adds only what is missing, and an
 * operator's edits or hiding (`help:article`) stay.
 */
export async function seedHelpArticles(tx: Db): Promise<void> {
  const rows = SEED_ARTICLES.map((article, index) => {
    const titles: TextsByLanguage = {};
    const bodies: TextsByLanguage = {};
    for (const [lang, texts] of Object.entries(SEED_TEXTS)) {
      const text = texts[article.key];
      if (!text) continue;
      titles[lang] = text.title;
      bodies[lang] = text.body.trim();
    }
    return {
      category: article.category,
      seedKey: article.key,
      titles,
      bodies,
      popular: 'popular' in article ? article.popular : null,
      position: index,
    };
  });
  await tx.insert(helpArticles).values(rows).onConflictDoNothing({ target: helpArticles.seedKey });
}
