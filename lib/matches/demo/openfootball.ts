import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** One fixture as the openfootball files (data/openfootball, public domain) spell it. */
export type OpenfootballMatch = {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score?: {
    ht?: [number, number];
    ft?: [number, number];
    et?: [number, number];
    p?: [number, number];
  };
  status?: string;
};

export type OpenfootballFile = { name: string; matches: OpenfootballMatch[] };

/** Read from the project's own copy; the project never reads ../shared at run time. */
export const OPENFOOTBALL_DIR = path.resolve(process.cwd(), 'data/openfootball');

const cache = new Map<string, OpenfootballFile>();

export function loadOpenfootball(file: string): OpenfootballFile {
  let data = cache.get(file);
  if (!data) {
    data = JSON.parse(
      fs.readFileSync(path.join(OPENFOOTBALL_DIR, file), 'utf8'),
    ) as OpenfootballFile;
    cache.set(file, data);
  }
  return data;
}
