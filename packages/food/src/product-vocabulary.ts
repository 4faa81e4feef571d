import { readFileSync } from 'node:fs';
import type { Product } from './types';

let products: readonly Product[] | undefined;

/**
 * What shops sell, from the Open Food Facts taxonomies (ODbL, see data/ATTRIBUTION.md): names of canonical
 * ingredients ('ducks', 'dark beer') and foods of their own ('instant noodle soup'). Parsed on first use.
 */
export function allProducts(): readonly Product[] {
  products ??= Object.freeze(
    (JSON.parse(readFileSync(new URL('../data/products.generated.json', import.meta.url), 'utf8')) as { products: Product[] }).products.map((p) =>
      Object.freeze({ ...p, aliases: Object.freeze(p.aliases) as string[] }),
    ),
  );
  return products;
}
