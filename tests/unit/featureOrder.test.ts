import { describe, expect, it } from 'vitest';
import { inSetUpOrder, SERVER_MODULES } from '../../src/server/modules';
import type { ModuleContext, ServerModule } from '../../src/server/modules/module';
import { setUpModules } from '../../src/server/modules/setUp';

/*
 * The server's features are found from their folders (npm run gen), so their order is no longer a
 * hand-kept list: each feature names the features whose services it uses (`after`).
 */
const feature = (name: string, after: string[] = [], uses: string[] = []): ServerModule => ({
  name,
  after,
  setup: ({ use }) => {
    for (const service of uses) use(service as never);
    return { services: { [name]: {} } as never };
  },
});
const context = {} as Omit<ModuleContext, 'use'>;

describe('the set-up order of the server features', () => {
  it('sets every feature up after those it names', () => {
    const position = new Map(SERVER_MODULES.map((m, i) => [m.name, i]));
    const late = SERVER_MODULES.flatMap((m) =>
      (m.after ?? [])
        .filter((name) => position.get(name)! > position.get(m.name)!)
        .map((n) => `${m.name}<${n}`),
    );
    expect(late).toEqual([]);
    expect(position.get('users')).toBeLessThan(position.get('identity')!);
  });

  it('keeps the folders’ order where nothing orders two features', () => {
    const order = inSetUpOrder([feature('b', ['c']), feature('a'), feature('c')]).map((m) => m.name);
    expect(order).toEqual(['a', 'c', 'b']);
  });

  it('refuses a circle and a feature that does not exist', () => {
    expect(() => inSetUpOrder([feature('a', ['b']), feature('b', ['a'])])).toThrow(/circle: a, b/);
    expect(() => inSetUpOrder([feature('a', ['ghost'])])).toThrow(/ghost/);
  });

  it('lets a feature use only the services of features it names in after', async () => {
    await expect(setUpModules([feature('codes'), feature('users', [], ['codes'])], context)).rejects.toThrow(
      /"users" uses "codes": add "codes" to its `after`/,
    );
    const ok = await setUpModules([feature('codes'), feature('users', ['codes'], ['codes'])], context);
    expect(ok.use('codes' as never)).toEqual({});
  });
});
