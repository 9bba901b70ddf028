import { auditDiff, showValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists every key of either side, side by side, marking the changed ones', () => {
    expect(
      auditDiff(
        { amount: 10, enabled: true, label: { zh: '活动' } },
        { amount: 25.5, enabled: true, id: 3 },
      ),
    ).toEqual([
      { key: 'amount', before: '10', after: '25.5', changed: true },
      { key: 'enabled', before: 'true', after: 'true', changed: false },
      { key: 'label', before: '{"zh":"活动"}', after: '', changed: true },
      { key: 'id', before: '', after: '3', changed: true },
    ]);
  });

  it('a creation has no before; plain values make one row; nothing makes none', () => {
    expect(auditDiff(null, { roles: ['moderator'] })).toEqual([
      { key: 'roles', before: '', after: '["moderator"]', changed: true },
    ]);
    expect(auditDiff('a', 'b')).toEqual([{ key: '', before: 'a', after: 'b', changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(showValue(undefined)).toBe('');
  });
});
