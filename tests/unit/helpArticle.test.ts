import { describe, expect, it } from 'vitest';
import { articleBlocks } from '../../src/web/features/help/articleBlocks';

describe('an answer’s plain-text body', () => {
  it('reads blank-line paragraphs and "- " lists, and nothing else', () => {
    expect(
      articleBlocks('First line\nsame paragraph.\n\n- one\n- two\nAfter the list.\n\n\n<b>not html</b>'),
    ).toEqual([
      { kind: 'paragraph', text: 'First line same paragraph.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After the list.' },
      { kind: 'paragraph', text: '<b>not html</b>' },
    ]);
    expect(articleBlocks('  \n\n ')).toEqual([]);
  });
});
