'use client';

import clsx from 'clsx';

/**
 * What the member centre's plan rows add to the expert pages' pieces (./bits.tsx): the profit of
 * a graded plan on a stake of 1.
 */

/** The profit on a stake of 1, signed (+0.92, −1.00), coloured. */
export function Profit({ value }: { value: number }) {
  return (
    <span
      className={clsx(
        'text-xs font-semibold tabular-nums',
        value > 0 ? 'text-win' : value < 0 ? 'text-live' : 'text-ink-soft',
      )}
    >
      {value > 0 ? '+' : ''}
      {value.toFixed(2)}
    </span>
  );
}
