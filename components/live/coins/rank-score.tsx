'use client';

import { useTranslations } from 'next-intl';
import { useCoinFormat } from '@/components/wallet/format';
import type { RankedViewer } from '@/lib/chat/contract';

/**
 * What a viewer gave in the room's ranking: the coins of their gifts in the coin format of the
 * wallet and the gift bar (decision 005: one decimal and the currency's name), or the messages
 * they sent when they gave no gift. The score orders the list; it is not shown (it mixes coins
 * × 10 with messages).
 */
export function RankScore({ row }: { row: Pick<RankedViewer, 'coins' | 'messages'> }) {
  const t = useTranslations('liveRoom');
  const format = useCoinFormat();
  return (
    <span className="text-ink-soft tabular-nums" data-testid="rank-score">
      {row.coins > 0
        ? t('scoreCoins', { coins: format.coins(row.coins) })
        : t('scoreMessages', { count: row.messages })}
    </span>
  );
}
