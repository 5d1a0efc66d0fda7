/** One thing the command palette can do. */
export interface Command {
  id: string;
  group: CommandGroup;
  label: string;
  /** Shown after the label (a driver's name, a company, a shortcut); searched too. */
  hint?: string | undefined;
  run: () => void;
}

export const COMMAND_GROUPS = ['vehicles', 'panels', 'map', 'companies', 'app'] as const;
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

/** Lower case without accents, so "citta" finds "Città" and "ZURICH" finds "Zürich". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The commands matching `query`, best first: every word of the query must appear in the label or
 * the hint; a label that starts with the query comes first, then one with a word starting with it,
 * then the rest; ties keep the group order and then the given order. An empty query keeps all.
 */
export function rankCommands(commands: readonly Command[], query: string): Command[] {
  const q = fold(query.trim());
  if (q === '') return [...commands];
  const words = q.split(/\s+/);
  const scored: { command: Command; score: number; index: number }[] = [];
  commands.forEach((command, index) => {
    const label = fold(command.label);
    const text = `${label} ${fold(command.hint ?? '')}`;
    if (!words.every((w) => text.includes(w))) return;
    const score = label.startsWith(q)
      ? 0
      : label.split(/[\s:,.-]+/).some((w) => w.startsWith(words[0] ?? ''))
        ? 1
        : 2;
    scored.push({ command, score, index });
  });
  const group = (c: Command): number => COMMAND_GROUPS.indexOf(c.group);
  return scored
    .sort((a, b) => group(a.command) - group(b.command) || a.score - b.score || a.index - b.index)
    .map((s) => s.command);
}
