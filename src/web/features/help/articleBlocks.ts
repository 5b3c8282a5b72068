/** A piece of an answer's body: a paragraph, or a list's items. */
export type ArticleBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * An answer's plain-text body (core/schemas/help: blank-line paragraphs, "- " items) as blocks the
 * screen draws as text nodes: nothing in it is ever read as HTML.
 */
export function articleBlocks(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      if (items.length) blocks.push({ kind: 'list', items });
      paragraph = [];
      items = [];
    };
    for (const line of lines) {
      const item = /^[-•]\s+(.*)$/.exec(line);
      if (item) {
        if (paragraph.length) flush();
        items.push(item[1]!);
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
