import { describe, expect, it } from 'vitest';
import {
  checkRedirectFrom,
  checkRedirectTo,
  REDIRECT_MESSAGES,
  redirectLocation,
} from '../../shared/redirects';
import { mergeRedirectRows, readRedirectCsv, redirectsToCsv } from './csv';
import { createRedirectSet, type RedirectRow } from './rules';

const row = (
  id: string,
  from: string,
  to: string,
  over: Partial<RedirectRow> = {},
): RedirectRow => ({
  id,
  from,
  to,
  status: 301,
  automatic: false,
  ...over,
});
const add = (from: string, to: string) => ({ from, to, status: 301 as const, automatic: false });

describe('checkRedirectFrom', () => {
  it('normalises a path: no query, fragment, trailing or doubled slash; decoded', () => {
    expect(checkRedirectFrom(' /old/page/?a=1#x ')).toEqual({ ok: true, from: '/old/page' });
    expect(checkRedirectFrom('//x')).toMatchObject({ ok: false });
    expect(checkRedirectFrom('/a//b/')).toEqual({ ok: true, from: '/a/b' });
    expect(checkRedirectFrom('/caf%C3%A9')).toEqual({ ok: true, from: '/café' });
    expect(checkRedirectFrom('/')).toEqual({ ok: true, from: '/' });
  });
  it('refuses URLs, empty text and the paths the server answers itself', () => {
    expect(checkRedirectFrom('')).toEqual({ ok: false, message: REDIRECT_MESSAGES.fromMissing });
    expect(checkRedirectFrom('https://a.test/x')).toEqual({
      ok: false,
      message: REDIRECT_MESSAGES.fromNotPath,
    });
    for (const p of [
      '/api/x',
      '/admin',
      '/Admin/orders',
      '/builder',
      '/assets/a.js',
      '/robots.txt',
    ])
      expect(checkRedirectFrom(p)).toMatchObject({ ok: false });
    expect(checkRedirectFrom('/a b')).toMatchObject({ ok: false });
  });
});

describe('checkRedirectTo', () => {
  it('keeps a path’s query and an http(s) URL, and names the path a chain continues from', () => {
    expect(checkRedirectTo('/new/?sort=price')).toEqual({
      ok: true,
      to: '/new?sort=price',
      key: '/new',
    });
    expect(checkRedirectTo('https://example.com/a')).toEqual({
      ok: true,
      to: 'https://example.com/a',
      key: null,
    });
  });
  it('refuses other schemes, protocol-relative and bare words', () => {
    for (const t of ['javascript:alert(1)', '//evil.test/', 'ftp://x.test', 'new-page', ''])
      expect(checkRedirectTo(t)).toMatchObject({ ok: false });
  });
});

describe('redirectLocation', () => {
  it('adds the visitor’s query to a path, after the target’s own, and encodes the path', () => {
    expect(redirectLocation('/new', 'utm=1')).toBe('/new?utm=1');
    expect(redirectLocation('/new?a=1', 'utm=1')).toBe('/new?a=1&utm=1');
    expect(redirectLocation('/café', '')).toBe('/caf%C3%A9');
    expect(redirectLocation('https://example.com/x', 'utm=1')).toBe('https://example.com/x');
  });
});

describe('createRedirectSet', () => {
  it('stores A→C when B→C exists (the target followed to its end)', () => {
    const set = createRedirectSet([row('1', '/b', '/c')]);
    const done = set.apply(add('/a', '/b'));
    expect(done).toMatchObject({ ok: true, outcome: 'added', row: { from: '/a', to: '/c' } });
  });
  it('rewrites A→B to A→C when B→C is added', () => {
    const set = createRedirectSet([row('1', '/a', '/b')]);
    expect(set.apply(add('/b', '/c'))).toMatchObject({ ok: true, row: { to: '/c' } });
    const { updated, inserted } = set.changes();
    expect(updated).toEqual([row('1', '/a', '/c')]);
    expect(inserted).toHaveLength(1);
  });
  it('refuses a loop (B→A when A→B), and a path to itself, changing nothing', () => {
    const set = createRedirectSet([row('1', '/a', '/b')]);
    expect(set.apply(add('/b', '/a'))).toEqual({
      ok: false,
      status: 400,
      field: 'to',
      message: REDIRECT_MESSAGES.loop('/b', '/a'),
    });
    expect(set.apply(add('/x', '/x/'))).toMatchObject({
      ok: false,
      message: REDIRECT_MESSAGES.same,
    });
    expect(set.changes()).toEqual({ inserted: [], updated: [], deleted: [] });
  });
  it('changes the row with the same from (merge), and refuses another row’s from by id', () => {
    const set = createRedirectSet([row('1', '/a', '/b'), row('2', '/x', '/y')]);
    expect(set.apply(add('/a', '/z'))).toMatchObject({ ok: true, outcome: 'updated' });
    expect(set.apply({ id: '2', ...add('/a', '/q') })).toMatchObject({ ok: false, status: 409 });
    expect(set.apply({ id: 'nope', ...add('/n', '/q') })).toMatchObject({ ok: false, status: 404 });
    expect(set.apply(add('/a', '/z'))).toMatchObject({ ok: true, outcome: 'unchanged' });
  });
  it('lets a row’s own old from be a target once it moves', () => {
    const set = createRedirectSet([row('1', '/a', '/b')]);
    expect(set.apply({ id: '1', ...add('/x', '/a') })).toMatchObject({
      ok: true,
      row: { from: '/x', to: '/a' },
    });
  });
  it('a move drops the redirect from the new path, then adds old → new as automatic 301', () => {
    const set = createRedirectSet([row('1', '/new', '/old'), row('2', '/older', '/old')]);
    expect(set.moved('/old', '/new')).toMatchObject({
      ok: true,
      row: { from: '/old', to: '/new', status: 301, automatic: true },
    });
    const c = set.changes();
    expect(c.deleted).toEqual(['1']);
    expect(c.updated).toEqual([row('2', '/older', '/new')]);
  });
});

describe('redirect CSV', () => {
  it('reads rows with their line numbers, a header left out', () => {
    const read = readRedirectCsv('from,to,status\n/a,/b,301\n\n/c,https://x.test/,302\n');
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 2, from: '/a', to: '/b', status: '301' },
        { line: 4, from: '/c', to: 'https://x.test/', status: '302' },
      ],
    });
    expect(readRedirectCsv('from,to\n')).toEqual({
      ok: false,
      message: REDIRECT_MESSAGES.importEmpty,
    });
  });
  it('merges, skipping bad rows and repeats with their line and reason', () => {
    const set = createRedirectSet([row('1', '/a', '/old')]);
    const read = readRedirectCsv('/a,/b\n/c,/d,307\n/api/x,/y\n/e,/f\n/e,/g\n/b,/a\n');
    if (!read.ok) throw new Error(read.message);
    const report = mergeRedirectRows(set, read.rows);
    expect(report).toEqual({
      added: 1,
      updated: 1,
      unchanged: 0,
      skipped: [
        { line: 2, from: '/c', reason: REDIRECT_MESSAGES.status },
        { line: 3, from: '/api/x', reason: REDIRECT_MESSAGES.fromReserved('/api/x') },
        { line: 5, from: '/e', reason: REDIRECT_MESSAGES.importRepeat(4) },
        { line: 6, from: '/b', reason: REDIRECT_MESSAGES.loop('/b', '/a') },
      ],
    });
  });
  it('writes the columns and rows back', () => {
    expect(redirectsToCsv([row('1', '/a', '/b?x=1,2', { status: 302 })])).toBe(
      'from,to,status\n/a,"/b?x=1,2",302\n',
    );
  });
});
