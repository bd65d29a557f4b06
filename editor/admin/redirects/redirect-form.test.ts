import { describe, expect, it } from 'vitest';
import { REDIRECT_MESSAGES } from '../../../shared/redirects';
import { redirectFormProblems } from './RedirectDialog';
import { redirectsQueryOf } from './RedirectsPage';

describe('redirectFormProblems', () => {
  it('finds what the server would refuse, field by field', () => {
    expect(redirectFormProblems({ from: '/old', to: '/new', status: '301' })).toEqual({});
    expect(redirectFormProblems({ from: 'old', to: 'ftp://x.test', status: '301' })).toEqual({
      from: REDIRECT_MESSAGES.fromNotPath,
      to: REDIRECT_MESSAGES.toInvalid,
    });
    expect(redirectFormProblems({ from: '/a/', to: '/a?x=1', status: '302' })).toEqual({
      to: REDIRECT_MESSAGES.same,
    });
    expect(redirectFormProblems({ from: '/api/x', to: '/y', status: '301' })).toEqual({
      from: REDIRECT_MESSAGES.fromReserved('/api/x'),
    });
  });
});

describe('redirectsQueryOf', () => {
  it('reads the search and the page from the URL, as the server takes them', () => {
    expect(redirectsQueryOf(new URLSearchParams('q=%20sale%20&page=3'))).toEqual({
      q: 'sale',
      p: 2,
      s: 25,
      page: 3,
    });
    expect(redirectsQueryOf(new URLSearchParams('page=x'))).toEqual({ p: 0, s: 25, page: 1 });
  });
});
