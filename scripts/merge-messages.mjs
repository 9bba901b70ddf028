#!/usr/bin/env node
// Deep-merges a JSON file of the form {"zh": {...}, "en": {...}, "vi": {...}} into
// messages/{zh,en,vi}.json, under an exclusive lock so parallel editors do not lose keys.
// Usage: node scripts/merge-messages.mjs path/to/strings.json
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: merge-messages.mjs strings.json');
const add = JSON.parse(fs.readFileSync(file, 'utf8'));
const lock = 'messages/.lock';
for (let i = 0; ; i++) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (i > 200) throw new Error('messages/.lock is held; remove it if no merge is running');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    if (v && typeof v === 'object' && !Array.isArray(v))
      a[k] = merge(a[k] && typeof a[k] === 'object' ? a[k] : {}, v);
    else a[k] = v;
  }
  return a;
};
try {
  for (const lang of ['zh', 'en', 'vi']) {
    if (!add[lang]) throw new Error(`missing "${lang}" in ${file}`);
    const p = `messages/${lang}.json`;
    const cur = JSON.parse(fs.readFileSync(p, 'utf8'));
    fs.writeFileSync(p, JSON.stringify(merge(cur, add[lang]), null, 2) + '\n');
  }
} finally {
  fs.rmdirSync(lock);
}
