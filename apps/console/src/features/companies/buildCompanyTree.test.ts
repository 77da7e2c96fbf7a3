import { describe, expect, it } from 'vitest';
import { buildCompanyTree, parentIds } from './buildCompanyTree.js';

const node = (id: number, name: string, parent_id: number | null, level = 1) => ({
  id,
  name,
  parent_id,
  level,
  devices_count: 0,
  users_count: 0,
});

describe('buildCompanyTree', () => {
  it('nests subsidiaries under their parent, sorted by name', () => {
    const tree = buildCompanyTree([
      node(1, 'Root', null),
      node(3, 'Zulu', 1, 2),
      node(2, 'alpha', 1, 2),
      node(4, 'Leaf', 2, 3),
    ]);
    expect(tree.map((item) => item.name)).toEqual(['Root']);
    expect(tree[0]?.children.map((item) => item.name)).toEqual(['alpha', 'Zulu']);
    expect(tree[0]?.children[0]?.children.map((item) => item.id)).toEqual([4]);
    expect(parentIds(tree)).toEqual([1, 2]);
  });

  it('makes a company whose parent is outside the scope a root', () => {
    const tree = buildCompanyTree([node(5, 'Customer B', 2, 2), node(6, 'Customer A', 2, 2)]);
    expect(tree.map((item) => item.name)).toEqual(['Customer A', 'Customer B']);
  });
});
