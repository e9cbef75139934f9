/** A node of the console's tree views: a label, an optional value beside it, and nested nodes. */
export interface TreeNode {
  /** Unique within one tree; the expanded state is kept by it. */
  id: string;
  label: string;
  /** A leaf's value as text (e.g. `"admin"`, `42`); absent for objects and arrays. */
  value?: string;
  children: TreeNode[];
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function entriesOf(value: Record<string, unknown> | unknown[]): [string, unknown][] {
  return Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [`[${index}]`, item])
    : Object.entries(value);
}

/** `undefined` and functions have no JSON text; they only reach here from non-JSON input. */
function scalarText(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function nodeOf(id: string, label: string, value: unknown): TreeNode {
  if (!isContainer(value)) return { id, label, value: scalarText(value), children: [] };
  return {
    id,
    label,
    // Encoded, so a key containing `/` cannot collide with a nested path.
    children: entriesOf(value).map(([key, item]) =>
      nodeOf(`${id}/${encodeURIComponent(key)}`, key, item),
    ),
  };
}

/**
 * Any JSON value as tree nodes: an object's properties or an array's items are the top nodes
 * (labelled by key or `[index]`), nested the same way; a bare scalar is one node.
 */
export function jsonTreeNodes(value: unknown): TreeNode[] {
  if (!isContainer(value)) return [{ id: '$', label: scalarText(value), children: [] }];
  return nodeOf('$', '$', value).children;
}

/** The ids of the nodes that have children, to expand a whole tree at once. */
export function branchIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length > 0 ? [node.id, ...branchIds(node.children)] : [],
  );
}
