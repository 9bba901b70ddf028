import type { Rng } from '@/lib/rules/random';
import type { SimPlayer, Sport } from './types';

/** G goalkeeper / guard, D defender, M midfielder, F forward, C centre. */
export type Role = 'G' | 'D' | 'M' | 'F' | 'C';

export interface Member {
  /** Absent when the match came without players: events then name no one. */
  player?: SimPlayer;
  role: Role;
  starter: boolean;
  onPitch: boolean;
  used: boolean;
  yellow: boolean;
  sentOff: boolean;
}

function footballRole(position: string): Role {
  const letter = position.trim().charAt(0).toUpperCase();
  if (letter === 'G' || letter === 'D' || letter === 'M') return letter;
  if (letter === 'F' || letter === 'A' || letter === 'S' || letter === 'W') return 'F';
  return 'M';
}

function basketballRole(position: string): Role {
  const p = position.trim().toUpperCase();
  if (p.includes('C')) return 'C';
  if (p.includes('G')) return 'G';
  return 'F';
}

/** Stand-ins when no players are given: a 4-4-2 with a 7-man bench, a 12-man basketball roster. */
const VIRTUAL: Record<Sport, Role[]> = {
  football: [
    'G',
    'D',
    'D',
    'D',
    'D',
    'M',
    'M',
    'M',
    'M',
    'F',
    'F',
    'G',
    'D',
    'D',
    'M',
    'M',
    'F',
    'F',
  ],
  basketball: ['G', 'G', 'F', 'F', 'C', 'G', 'F', 'C', 'G', 'F', 'C', 'G'],
};

const STARTERS: Record<Sport, number> = { football: 11, basketball: 5 };

export function makeSquad(sport: Sport, players: readonly SimPlayer[] | undefined): Member[] {
  const starters = STARTERS[sport];
  const list = players && players.length >= starters ? players : undefined;
  const roleOf = sport === 'football' ? footballRole : basketballRole;
  const members: Member[] = list
    ? list.map((player, i) => ({
        player,
        role: roleOf(player.position),
        starter: i < starters,
        onPitch: i < starters,
        used: i < starters,
        yellow: false,
        sentOff: false,
      }))
    : VIRTUAL[sport].map((role, i) => ({
        role,
        starter: i < starters,
        onPitch: i < starters,
        used: i < starters,
        yellow: false,
        sentOff: false,
      }));
  return members;
}

export function onPitch(squad: Member[]): Member[] {
  return squad.filter((m) => m.onPitch);
}

export function pickOnPitch(
  rng: Rng,
  squad: Member[],
  weight: (m: Member) => number,
  except?: Member,
): Member | undefined {
  return rng.weighted(
    squad.filter((m) => m.onPitch && m !== except),
    weight,
  );
}

/** The event fields naming a member, when the match has real players. */
export function who(m: Member | undefined): { playerId?: number; playerName?: string } {
  return m?.player ? { playerId: m.player.id, playerName: m.player.name } : {};
}
