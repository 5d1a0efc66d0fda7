import type { KeyboardEvent, ReactNode } from 'react';
import { CloseButton } from './CloseButton.js';

/**
 * A panel the sidebar opens beside the map: its title, a close button, and Esc to close it
 * (UI.md), unless the key belongs to a dialog opened from it or a field handled it first.
 */
export function SidePanel({
  title,
  className,
  onClose,
  children,
}: {
  title: string;
  className: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !(event.target as HTMLElement).closest('dialog')) onClose();
  };
  return (
    <aside className={`side-panel ${className}`} aria-label={title} onKeyDown={onKey}>
      <header>
        <h2>{title}</h2>
        <CloseButton onClick={onClose} />
      </header>
      {children}
    </aside>
  );
}
