import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** One entry of an Open Food Facts taxonomy, reduced to what the product vocabulary needs. */
export interface TaxonomyNode {
  id: string;
  /** English name first, then English synonyms; may be empty. */
  en: string[];
  de: string[];
  /** French name first, then French synonyms (France, Belgium, Quebec spellings alike); may be empty. */
  fr: string[];
  parents: string[];
  /** A food additive (E number or additive class): an ingredient of labels, not something shops sell. */
  additive: boolean;
  /** A protected designation of origin or geographical indication: mostly place names ('Nahe', 'Sussex'). */
  protectedName: boolean;
}

interface RawNode {
  name?: Record<string, string>;
  synonyms?: Record<string, string[]>;
  parents?: string[];
  e_number?: unknown;
  additives_classes?: unknown;
  protected_name_type?: unknown;
}

function namesIn(raw: RawNode, lang: string): string[] {
  const all = [raw.name?.[lang], ...(raw.synonyms?.[lang] ?? [])].filter((n): n is string => typeof n === 'string');
  return [...new Set(all.map((n) => n.trim()).filter(Boolean))];
}

/** Reads a taxonomy file (gzip of one JSON object keyed by entry id, as published by Open Food Facts). */
export function loadTaxonomy(file: string): Map<string, TaxonomyNode> {
  const raw = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Record<string, RawNode>;
  const nodes = new Map<string, TaxonomyNode>();
  for (const [id, node] of Object.entries(raw)) {
    nodes.set(id, {
      id,
      en: namesIn(node, 'en'),
      de: namesIn(node, 'de'),
      fr: namesIn(node, 'fr'),
      parents: (node.parents ?? []).filter((p) => p in raw),
      additive: node.e_number !== undefined || node.additives_classes !== undefined,
      protectedName: node.protected_name_type !== undefined,
    });
  }
  return nodes;
}

/** Every ancestor of a node, nearest first (breadth-first up the parents). */
export function ancestorsOf(nodes: ReadonlyMap<string, TaxonomyNode>, id: string): string[] {
  const seen = new Set<string>([id]);
  const order: string[] = [];
  let level = [id];
  while (level.length > 0) {
    const next: string[] = [];
    for (const current of level) {
      for (const parent of nodes.get(current)?.parents ?? []) {
        if (seen.has(parent)) continue;
        seen.add(parent);
        order.push(parent);
        next.push(parent);
      }
    }
    level = next;
  }
  return order;
}

/** Number of entries below each node (any depth): a node with many is a grouping, not a product. */
export function descendantCounts(nodes: ReadonlyMap<string, TaxonomyNode>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of nodes.keys()) {
    for (const ancestor of ancestorsOf(nodes, id)) counts.set(ancestor, (counts.get(ancestor) ?? 0) + 1);
  }
  return counts;
}
