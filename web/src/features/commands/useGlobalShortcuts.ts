import { useEffect } from 'react';

/** True while the user types in a field: a plain key there is text, not a shortcut. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el?.closest('input, textarea, select, [contenteditable="true"]'));
}

/** Ctrl+K (⌘K) opens the command palette anywhere; `?` outside a field opens the shortcuts. */
export function useGlobalShortcuts(actions: { palette: () => void; help: () => void }): void {
  const { palette, help } = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        palette();
      } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !typing(event.target)) {
        event.preventDefault();
        help();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [palette, help]);
}
