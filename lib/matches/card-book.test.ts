/**
 * The suspension rules (docs/product.md §4 "Absences"): a red card, or every fifth yellow in a
 * competition's season, costs the team's next match of it; checked on examples and, against a
 * plain re-reading of the rule, over any season of cards.
 */
import fc from 'fast-check';
import { CardBook, type Card, type CardKind } from './card-book';

const HOME = 1;
const AWAY = 2;

function season(cards: (Card[] | null)[]) {
  const book = new CardBook();
  const banned: number[][] = [];
  cards.forEach((c, i) => {
    banned.push(book.banned(HOME).map((b) => b.player));
    book.play({ id: i + 1, home: HOME, away: AWAY, cards: c });
  });
  return { book, banned };
}

const y = (player: number, team = HOME): Card => ({ player, team, kind: 'yellow' });

describe('the card book', () => {
  it('bans the fifth yellow card’s player from the next match, then counts from zero', () => {
    const { banned, book } = season([
      [y(7)],
      [y(7)],
      [y(7)],
      [y(7)],
      [y(7)],
      [],
      [y(7)],
      [y(7), y(8)],
      [],
    ]);
    expect(banned).toEqual([[], [], [], [], [], [7], [], [], []]);
    expect(book.yellowCount(7)).toBe(2);
    expect(book.bans()).toEqual([
      { player: 7, team: HOME, reason: 'yellow_cards', cause: 5, served: 6 },
    ]);
  });

  it('bans a red card’s player, and a second yellow does not count towards the five', () => {
    const sent = (kind: CardKind): Card[] => [y(9), { player: 9, team: HOME, kind }];
    const { banned, book } = season([
      [y(9)],
      sent('second_yellow'),
      [],
      [{ player: 4, team: HOME, kind: 'red' }],
      [],
    ]);
    expect(banned).toEqual([[], [], [9], [], [4]]);
    expect(book.yellowCount(9)).toBe(1);
    expect(book.bans().map((b) => [b.player, b.reason, b.cause, b.served])).toEqual([
      [9, 'red_card', 2, 3],
      [4, 'red_card', 4, 5],
    ]);
  });

  it('serves a ban in the next match even when it is not played yet; the last match’s stays open', () => {
    const { book } = season([
      [{ player: 3, team: AWAY, kind: 'red' }],
      null,
      [{ player: 5, team: HOME, kind: 'red' }],
    ]);
    expect(book.bans()).toEqual([
      { player: 3, team: AWAY, reason: 'red_card', cause: 1, served: 2 },
      { player: 5, team: HOME, reason: 'red_card', cause: 3, served: null },
    ]);
  });

  it('agrees with the rule read plainly, for any season of cards', () => {
    const card = fc.record({
      player: fc.integer({ min: 1, max: 6 }),
      team: fc.constantFrom(HOME, AWAY),
      kind: fc.constantFrom<CardKind>(
        'yellow',
        'yellow',
        'yellow',
        'yellow',
        'red',
        'second_yellow',
      ),
    });
    fc.assert(
      fc.property(fc.array(fc.array(card, { maxLength: 4 }), { maxLength: 30 }), (matches) => {
        // A player belongs to one team: the team of his first card.
        const teamOf = new Map<number, number>();
        const clean = matches.map((list) =>
          list.map((c) => {
            if (!teamOf.has(c.player)) teamOf.set(c.player, c.team);
            return { ...c, team: teamOf.get(c.player)! };
          }),
        );
        const book = new CardBook();
        clean.forEach((cards, i) => book.play({ id: i + 1, home: HOME, away: AWAY, cards }));
        // The plain reading: walk the season per player.
        const expected: { player: number; cause: number; served: number | null }[] = [];
        for (const player of teamOf.keys()) {
          let yellows = 0;
          const owed: number[] = [];
          clean.forEach((cards, i) => {
            const id = i + 1;
            if (owed.length) expected.push({ player, cause: owed.shift()!, served: id });
            const mine = cards.filter((c) => c.player === player);
            const off = mine.some((c) => c.kind !== 'yellow');
            for (const c of mine) {
              if (c.kind !== 'yellow') owed.push(id);
              else if (!off && ++yellows === 5) {
                yellows = 0;
                owed.push(id);
              }
            }
          });
          // At most one ban is served a match: the rest wait for the following ones.
          for (const cause of owed) expected.push({ player, cause, served: null });
        }
        const got = book
          .bans()
          .map((b) => ({ player: b.player, cause: b.cause, served: b.served }));
        const key = (x: { player: number; cause: number; served: number | null }) =>
          `${x.player}:${x.cause}:${x.served}`;
        expect(got.map(key).sort()).toEqual(expected.map(key).sort());
      }),
      { numRuns: 300 },
    );
  });
});
