import { FEATURE_MODULES } from './features.gen';
import type { ServerModule } from './module';

/**
 * Every feature of the server (found from the folders by `npm run gen`), set up so that each
 * comes after the features it names in `after`. Features with no order between them keep their
 * folders' alphabetical order, so the order is the same on every node.
 */
export function inSetUpOrder(features: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(features.map((feature) => [feature.name, feature]));
  for (const feature of features)
    for (const name of feature.after ?? [])
      if (!byName.has(name))
        throw new Error(`feature "${feature.name}" comes after "${name}", which does not exist`);
  const ordered: ServerModule[] = [];
  const placed = new Set<string>();
  while (ordered.length < features.length) {
    const next = features.find(
      (feature) => !placed.has(feature.name) && (feature.after ?? []).every((name) => placed.has(name)),
    );
    if (!next) {
      const stuck = features.filter((feature) => !placed.has(feature.name)).map((feature) => feature.name);
      throw new Error(`features wait for each other in a circle: ${stuck.join(', ')}`);
    }
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

export const SERVER_MODULES: readonly ServerModule[] = inSetUpOrder(FEATURE_MODULES);
