import { articleBlocks } from './articleBlocks';

/** An answer's body: paragraphs and lists, as text (React escapes it; no HTML is read). */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="tw-help-body" data-testid="help-article-body">
      {articleBlocks(body).map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
