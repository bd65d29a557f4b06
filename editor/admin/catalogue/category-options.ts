// The category tree as the screens show it: flattened in tree order with each node's depth
// (for indented lists and selects), and a category's own branch (what cannot be its parent).
import type { AdminCategoryNode } from '../../../shared/admin-catalogue';
import type { Option } from '../ui';

export type FlatCategory = { node: AdminCategoryNode; depth: number };

/** Every category, parents before their children, in the owner's order. */
export function flattenTree(roots: readonly AdminCategoryNode[], depth = 0): FlatCategory[] {
  return roots.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** The ids of a category and everything under it. */
export function branchIds(node: AdminCategoryNode): Set<string> {
  return new Set([node._id, ...node.children.flatMap((c) => [...branchIds(c)])]);
}

/** An option label indented by depth (selects cannot pad their options). */
export function indented({ node, depth }: FlatCategory): string {
  return `${'\u2003'.repeat(depth)}${node.title}`;
}

/** Categories as a select's options, indented by depth; `valueOf` is what the select sends. */
export function categoryOptions(
  flat: readonly FlatCategory[],
  valueOf: (node: AdminCategoryNode) => string,
): Option[] {
  return flat.map((c) => ({ value: valueOf(c.node), label: indented(c) }));
}
