import { ApiError } from '../../../frontend/src/api/api-error';
import type { DeployedConfig } from '../../../frontend/src/api/config';
import { deployedPagePath } from '../../../frontend/src/api/config-deployed';
import { loadAllPages } from '../../../frontend/src/api/use-all-pages';

const item = (Key: string): DeployedConfig => ({ Key, ETag: '"e"', LastModified: '' });

describe('all pages of deployed configs', () => {
  it('asks for the largest page and follows nextToken to the end', async () => {
    const pages: Record<string, { items: DeployedConfig[]; nextToken?: string }> = {
      [deployedPagePath()]: { items: [item('ou-a/a.json')], nextToken: 't1' },
      [deployedPagePath('t1')]: { items: [item('ou-a/b.json')], nextToken: 't/2' },
      [deployedPagePath('t/2')]: { items: [item('ou-a/c.json')] },
    };
    const asked: string[] = [];
    const items = await loadAllPages(deployedPagePath, async (path) => {
      asked.push(path);
      const page = pages[path];
      if (!page) throw new Error(`unexpected ${path}`);
      return page;
    });
    expect(items.map((config) => config.Key)).toEqual([
      'ou-a/a.json',
      'ou-a/b.json',
      'ou-a/c.json',
    ]);
    expect(asked[0]).toBe('/config?deployArtifact=true&limit=1000');
    expect(asked[2]).toBe('/config?deployArtifact=true&limit=1000&nextToken=t%2F2');
  });

  it('stops with an error instead of looping on a repeated token', async () => {
    await expect(
      loadAllPages(deployedPagePath, async () => ({
        items: [item('ou-a/a.json')],
        nextToken: 'same',
      })),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
