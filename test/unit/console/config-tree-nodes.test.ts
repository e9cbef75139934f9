import { branchIds, jsonTreeNodes } from '../../../frontend/src/common/json-tree/tree-nodes';

describe('JSON as tree nodes', () => {
  it('makes an object its properties, nested, with scalar values as JSON text', () => {
    const nodes = jsonTreeNodes({ home: 'orgunits', roles: [{ value: 'admin' }], on: true });
    expect(nodes).toEqual([
      { id: '$/home', label: 'home', value: '"orgunits"', children: [] },
      {
        id: '$/roles',
        label: 'roles',
        children: [
          {
            id: '$/roles/%5B0%5D',
            label: '[0]',
            children: [
              { id: '$/roles/%5B0%5D/value', label: 'value', value: '"admin"', children: [] },
            ],
          },
        ],
      },
      { id: '$/on', label: 'on', value: 'true', children: [] },
    ]);
  });

  it('keeps ids unique when a key contains the path separator', () => {
    const nodes = jsonTreeNodes({ 'a/b': 1, a: { b: 2 } });
    const ids = [nodes[0]?.id, nodes[1]?.children[0]?.id];
    expect(new Set(ids).size).toBe(2);
  });

  it('shows a bare scalar or null as one node, and an empty object as none', () => {
    expect(jsonTreeNodes(null)).toEqual([{ id: '$', label: 'null', children: [] }]);
    expect(jsonTreeNodes(7)).toEqual([{ id: '$', label: '7', children: [] }]);
    expect(jsonTreeNodes({})).toEqual([]);
  });

  it('lists the ids of every node with children', () => {
    expect(branchIds(jsonTreeNodes({ a: { b: { c: 1 } }, d: 2 }))).toEqual(['$/a', '$/a/b']);
  });
});
