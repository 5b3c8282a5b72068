import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAttemptId } from '../../src/web/ui/hooks/useAttemptId';

/** The hook as a form holds it: rendered once, then used from its event handlers. */
function attemptIds() {
  let held: ReturnType<typeof useAttemptId> | null = null;
  renderToString(
    createElement(() => {
      held = useAttemptId();
      return null;
    }),
  );
  return held!;
}

describe('one request id per attempt', () => {
  it('keeps the id while the values stay the same, and starts a new one when they change or the attempt ends', () => {
    const ids = attemptIds();
    const first = ids.idFor('{"amount":"10"}');
    expect(ids.idFor('{"amount":"10"}')).toBe(first);
    const changed = ids.idFor('{"amount":"11"}');
    expect(changed).not.toBe(first);
    ids.finish();
    expect(ids.idFor('{"amount":"11"}')).not.toBe(changed);
  });

  it('gives a form with no values an id too (a button that sends only what it shows)', () => {
    const ids = attemptIds();
    // JSON.stringify(undefined) is undefined: such a send once got no id and never went out.
    const first = ids.idFor(JSON.stringify(undefined));
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(ids.idFor(JSON.stringify(undefined))).toBe(first);
  });
});
