import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { resources } from '@fleetdeck/shared/i18n/all';

/**
 * A React root on a fresh element for each test of a happy-dom file, with i18next in English:
 * registers the hooks with the file and answers the root, its element and a `render` in act().
 */
export function reactTestRoot() {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the DOM harness is used outside a test');
    return value;
  };
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({
      resources,
      lng: 'en',
      fallbackLng: 'it',
      interpolation: { escapeValue: false },
    });
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get container(): HTMLDivElement {
      return ready(container);
    },
    get root(): Root {
      return ready(root);
    },
    render(ui: ReactNode): void {
      act(() => ready(root).render(ui));
    },
  };
}
