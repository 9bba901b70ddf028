import {
  ANCHOR_EXPERT_MENU,
  ANCHOR_MENU,
  USER_EXPERT_MENU,
  USER_MENU,
  menuFor,
  resolveTab,
  visibleMenu,
} from './menu';

const keys = (items: readonly { key: string }[]) => items.map((i) => i.key);

describe('member menu', () => {
  it('differs for anchors and non-anchors (docs/product.md §6)', () => {
    expect(menuFor(true)).toBe(ANCHOR_MENU);
    expect(menuFor(false)).toBe(USER_MENU);
    expect(keys(menuFor(true))).toEqual(expect.arrayContaining(['liveSettings', 'anchorNotice']));
    expect(keys(menuFor(true))).not.toContain('applyAnchor');
    expect(keys(menuFor(false))).toContain('applyAnchor');
    expect(keys(menuFor(false))).not.toEqual(expect.arrayContaining(['liveSettings']));
    // The anchor's navigation entry is type 6, the non-anchor's type 7 (docs/product.md §2).
    expect(menuFor(true).some((i) => i.type === 6)).toBe(true);
    expect(menuFor(false).some((i) => i.type === 7)).toBe(true);
  });

  it('holds the docs/product.md §2 tabs for both roles, each type once', () => {
    for (const menu of [ANCHOR_MENU, USER_MENU, ANCHOR_EXPERT_MENU, USER_EXPERT_MENU]) {
      expect(menu.map((i) => i.type)).toEqual(expect.arrayContaining([0, 2, 4, 17]));
      expect(new Set(menu.map((i) => i.type)).size).toBe(menu.length);
    }
  });

  it('renders only the tabs that are built', () => {
    for (const isAnchor of [true, false]) {
      const shown = visibleMenu(isAnchor);
      expect(shown.every((i) => i.ready)).toBe(true);
      expect(keys(shown)).toContain('profile');
      expect(shown.length).toBe(menuFor(isAnchor).filter((i) => i.ready).length);
    }
  });

  it.each([
    [undefined, false],
    ['0', false],
    ['7', true],
    ['99', false],
    ['abc', false],
    ['-1', true],
    ['0x4', false],
    [['0', '2'], false],
  ])(
    'type %p (anchor %p) falls back to the profile: unknown, malformed or not built',
    (type, isAnchor) => {
      expect(resolveTab(type, isAnchor).key).toBe('profile');
    },
  );

  it.each([
    ['2', 'follows'],
    ['4', 'bookings'],
    ['17', 'messages'],
    ['1', 'wallet'],
    ['3', 'noble'],
    ['5', 'records'],
    ['9', 'bankCard'],
    ['10', 'paymentPassword'],
    [['4', '2'], 'bookings'],
  ])(
    'type %p opens its own tab for users and anchors, not the profile (the user menu links)',
    (type, key) => {
      for (const isAnchor of [true, false]) expect(resolveTab(type, isAnchor).key).toBe(key);
    },
  );

  it('opens the anchor’s room (6) and notice (8) for an anchor, the profile for anyone else', () => {
    expect(resolveTab('6', true).key).toBe('liveSettings');
    expect(resolveTab('8', true).key).toBe('anchorNotice');
    expect(resolveTab('6', false).key).toBe('profile');
    expect(resolveTab('8', false).key).toBe('profile');
  });

  it('has every tab of every menu built (issues 25, 26): nothing leads nowhere', () => {
    for (const isAnchor of [true, false]) {
      for (const isExpert of [true, false]) {
        expect(visibleMenu(isAnchor, isExpert)).toEqual([...menuFor(isAnchor, isExpert)]);
      }
    }
  });

  it('opens the anchor application for a user who is not an anchor (type 7)', () => {
    expect(resolveTab('7', false).key).toBe('applyAnchor');
    expect(resolveTab('7', true).key).toBe('profile');
  });

  it('gives experts their plans and everyone else the application, to anchors too (issue 26)', () => {
    expect(menuFor(true, true)).toBe(ANCHOR_EXPERT_MENU);
    expect(menuFor(false, true)).toBe(USER_EXPERT_MENU);
    for (const isAnchor of [true, false]) {
      const expert = keys(menuFor(isAnchor, true));
      const other = keys(menuFor(isAnchor, false));
      expect(expert).toEqual(expect.arrayContaining(['myPlans', 'myPurchases']));
      expect(expert).not.toContain('applyExpert');
      expect(other).toEqual(expect.arrayContaining(['applyExpert', 'myPurchases']));
      expect(other).not.toContain('myPlans');
      // Being an expert changes nothing else in the menu.
      expect(expert.filter((k) => k !== 'myPlans')).toEqual(
        other.filter((k) => k !== 'applyExpert'),
      );
    }
  });

  it('opens the expert tabs by their types, each only for whom it is', () => {
    for (const isAnchor of [true, false]) {
      expect(resolveTab('11', isAnchor).key).toBe('applyExpert');
      expect(resolveTab('11', isAnchor, true).key).toBe('profile');
      expect(resolveTab('12', isAnchor, true).key).toBe('myPlans');
      expect(resolveTab('12', isAnchor).key).toBe('profile');
      expect(resolveTab('13', isAnchor).key).toBe('myPurchases');
      expect(resolveTab('13', isAnchor, true).key).toBe('myPurchases');
    }
  });
});
