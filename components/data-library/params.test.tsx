import { FOOTER_COMPETITION_IDS } from '@/lib/matches/names';
import { libraryHref, LIBRARY_COMPETITIONS, parseId, parseLibraryQuery } from './params';

describe('parseLibraryQuery', () => {
  it('defaults to the Premier League table and the NBA standings', () => {
    expect(parseLibraryQuery('football', {})).toEqual({
      sport: 'football',
      id: 82,
      season: undefined,
      tab: 'table',
      round: undefined,
      form: 6,
      stat: 'points',
    });
    expect(parseLibraryQuery('basketball', { id: '' })?.id).toBe(1);
  });

  it('reads every part of a valid query', () => {
    expect(
      parseLibraryQuery('basketball', {
        id: '3',
        season: '10',
        tab: 'players',
        round: '4',
        form: '15',
        stat: 'blocks',
      }),
    ).toEqual({
      sport: 'basketball',
      id: 3,
      season: 10,
      tab: 'players',
      round: 4,
      form: 15,
      stat: 'blocks',
    });
  });

  it.each([
    ['text', { id: 'abc' }],
    ['negative', { id: '-1' }],
    ['zero', { id: '0' }],
    ['huge', { id: '4294967296' }],
    ['very long', { id: '9'.repeat(40) }],
    ['exponent', { id: '1e3' }],
    ['hex', { id: '0x10' }],
    ['decimal', { id: '8.2' }],
    ['repeated', { id: ['82', '120'] }],
    ['a bad season', { id: '82', season: 'x' }],
  ])('%s ids are a 404 (null)', (_name, sp) => {
    expect(parseLibraryQuery('football', sp)).toBeNull();
  });

  it('falls back to defaults for a tab, round, form or stat it does not know', () => {
    const q = parseLibraryQuery('football', {
      id: '82',
      tab: 'players',
      round: 'x',
      form: '7',
      stat: 'goals',
    })!;
    expect(q).toMatchObject({ tab: 'table', round: undefined, form: 6, stat: 'points' });
    expect(parseLibraryQuery('basketball', { tab: 'scorers' })!.tab).toBe('table');
  });

  it('parses ids as plain positive int4 digits only', () => {
    expect(parseId('82')).toBe(82);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId(' 82')).toBeNull();
  });
});

describe('libraryHref', () => {
  it('leaves defaults out so the canonical table URL stays short', () => {
    expect(libraryHref({ sport: 'football', id: 82 })).toBe('/base-football?id=82');
    expect(libraryHref({ sport: 'football', id: 82, tab: 'table', form: 6 })).toBe(
      '/base-football?id=82',
    );
    expect(libraryHref({ sport: 'football', id: 82, tab: 'table', form: 10 })).toBe(
      '/base-football?id=82&form=10',
    );
  });

  it('keeps the season, the tab and what belongs to the tab', () => {
    expect(libraryHref({ sport: 'football', id: 45, season: 6, tab: 'matches', round: 14 })).toBe(
      '/base-football?id=45&season=6&tab=matches&round=14',
    );
    expect(libraryHref({ sport: 'football', id: 82, tab: 'scorers', round: 3, form: 10 })).toBe(
      '/base-football?id=82&tab=scorers',
    );
    expect(libraryHref({ sport: 'basketball', id: 1, tab: 'players', stat: 'rebounds' })).toBe(
      '/base-basketball?id=1&tab=players&stat=rebounds',
    );
    expect(libraryHref({ sport: 'basketball', id: 1, tab: 'players', stat: 'points' })).toBe(
      '/base-basketball?id=1&tab=players',
    );
  });
});

test('the switcher offers every league database of the footer (docs/product.md §2)', () => {
  for (const id of FOOTER_COMPETITION_IDS.football)
    expect(LIBRARY_COMPETITIONS.football).toContain(id);
  expect([...LIBRARY_COMPETITIONS.basketball]).toEqual([...FOOTER_COMPETITION_IDS.basketball]);
  expect(LIBRARY_COMPETITIONS.football).toContain(142);
});
