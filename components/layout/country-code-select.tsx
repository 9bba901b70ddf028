'use client';

import { ChevronDown } from 'lucide-react';
import { DEFAULT_COUNTRY_CODE } from '@/lib/client/constants';
import type { CountryCode } from '@/lib/client/use-system-config';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** From `Universal/getConfig`; until it arrives (or if it fails) the default code alone. */
  options?: CountryCode[];
};

/**
 * The calling-code picker in front of the mobile input. A native select: the platform's own
 * picker is the most usable one on phones, and it is accessible as it is.
 */
export function CountryCodeSelect({ id, label, value, onChange, options }: Props) {
  const list =
    options && options.length > 0 ? options : [{ id: 0, code: DEFAULT_COUNTRY_CODE, name: '' }];
  // A remembered code the list does not offer any more is still shown rather than silently swapped.
  const shown = list.some((o) => o.code === value)
    ? list
    : [{ id: -1, code: value, name: '' }, ...list];
  return (
    <div className="border-ink-faint/30 focus-within:text-brand text-ink relative flex h-full shrink-0 items-center gap-1 border-r pr-2 pl-4">
      {/* The closed picker shows only "+86"; the open list names the countries. */}
      <span aria-hidden className="text-base tabular-nums">
        +{value}
      </span>
      <ChevronDown aria-hidden className="text-ink-faint size-4" />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {shown.map((o) => (
          <option key={`${o.id}-${o.code}`} value={o.code}>
            {o.name ? `+${o.code} ${o.name}` : `+${o.code}`}
          </option>
        ))}
      </select>
    </div>
  );
}
