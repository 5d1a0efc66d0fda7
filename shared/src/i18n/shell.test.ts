import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './resources.js';
import { shellMessages } from './shell.js';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

describe('shell strings', () => {
  const english = leaves(shellMessages.en);

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s carries every key, none empty', (lng) => {
    const messages = leaves(shellMessages[lng]);
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...messages.values()].filter((v) => v.trim() === '')).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not an English copy', (lng) => {
    const messages = leaves(shellMessages[lng]);
    const same = [...english].filter(([key, value]) => messages.get(key) === value);
    // A few words are the same in many languages (Status, GNSS, No); most must differ.
    expect(same.length / english.size).toBeLessThan(0.2);
  });
});
