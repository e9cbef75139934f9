import {
  firstPage,
  learnPage,
  listPagePath,
  type PagingState,
} from '../../../frontend/src/api/use-server-pages';
import { searchTextOf } from '../../../frontend/src/common/table/use-search-text';

const page = (items: string[], nextToken?: string) => ({ items, nextToken });

/** The state after showing each page in turn, as the hook learns it. */
function visit(state: PagingState, pageIndex: number, shown: ReturnType<typeof page>) {
  return learnPage({ ...state, pageIndex }, shown);
}

describe('server paging (issue 13 §1)', () => {
  it('asks for one page with the limit, the search and the token', () => {
    const request = { path: '/orgunit', params: { parentOuId: 'ou-root' }, limit: 24 };
    expect(listPagePath(request)).toBe('/orgunit?parentOuId=ou-root&limit=24');
    expect(listPagePath({ ...request, search: 'north depot' }, 't/1')).toBe(
      '/orgunit?parentOuId=ou-root&limit=24&search=north+depot&nextToken=t%2F1',
    );
    expect(listPagePath({ path: '/orguser', limit: 10, search: '' })).toBe('/orguser?limit=10');
  });

  it('learns each next token, and the end from the page without one', () => {
    let state = learnPage(firstPage('k'), page(['a'], 't1'));
    expect(state.starts).toEqual([undefined, 't1']);
    expect(state.end).toBeUndefined();
    state = visit(state, 1, page(['b'], 't2'));
    expect(state.starts).toEqual([undefined, 't1', 't2']);
    state = visit(state, 2, page(['c']));
    expect(state.end).toBe(3);
    // Going back changes nothing: the same answer is already known.
    const back = { ...state, pageIndex: 0 };
    expect(learnPage(back, page(['a'], 't1'))).toBe(back);
  });

  it('a single page is the whole list', () => {
    expect(learnPage(firstPage('k'), page(['a', 'b'])).end).toBe(1);
  });

  it('a changed answer drops the tokens that followed it', () => {
    let state = learnPage(firstPage('k'), page(['a'], 't1'));
    state = visit(state, 1, page(['b'], 't2'));
    state = visit(state, 0, page(['a0'], 't1b'));
    expect(state.starts).toEqual([undefined, 't1b']);
    expect(state.end).toBeUndefined();
    expect(visit(state, 0, page(['a']))).toMatchObject({ starts: [undefined], end: 1 });
  });

  it('an empty last page after a token sends the user back, with no more pages', () => {
    let state = learnPage(firstPage('k'), page(['a'], 't1'));
    state = visit(state, 1, page([]));
    expect(state).toMatchObject({ pageIndex: 0, end: 1 });
    // The first page still names the token that led nowhere: nothing changes any more.
    expect(learnPage(state, page(['a'], 't1'))).toBe(state);
  });

  it('an empty page with a token is skipped', () => {
    const state = learnPage(firstPage('k'), page([], 't1'));
    expect(state).toMatchObject({ pageIndex: 0, starts: ['t1'] });
    expect(learnPage(state, page([], 't1'))).toMatchObject({ starts: ['t1', 't1'] });
  });

  it('searches for the trimmed, single-spaced text, at most the server limit', () => {
    expect(searchTextOf('  north   ALPHA ', 100)).toBe('north ALPHA');
    expect(searchTextOf('   ', 100)).toBeUndefined();
    expect(searchTextOf('x'.repeat(130), 128)).toHaveLength(128);
  });
});
