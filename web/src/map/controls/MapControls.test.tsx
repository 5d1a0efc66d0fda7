// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import { MapControls, type MapControlsProps } from './MapControls.js';

const dom = reactTestRoot();

function props(): MapControlsProps {
  return {
    onFitAll: vi.fn(),
    canFocus: false,
    focused: false,
    onToggleFocus: vi.fn(),
    baseLayers: ['offline'],
    activeLayer: 'offline',
    onLayer: vi.fn(),
    trafficAllowed: false,
    traffic: new Set(),
    onTraffic: vi.fn(),
    mobile: false,
    fullscreen: false,
    onFullscreen: vi.fn(),
  };
}

const layersButton = (): HTMLButtonElement =>
  dom.container.querySelector<HTMLButtonElement>('button[aria-label="Map layers"]') ??
  (() => {
    throw new Error('no layers button');
  })();

describe('MapControls', () => {
  it('closes the layers menu on Esc, back on its button, and keeps the Esc from the panels', () => {
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    dom.render(
      <MemoryRouter>
        <MapControls {...props()} />
      </MemoryRouter>,
    );
    act(() => layersButton().click());
    const menu = dom.container.querySelector('.map-menu');
    expect(menu).not.toBeNull();
    expect(layersButton().getAttribute('aria-expanded')).toBe('true');
    const radio = menu?.querySelector('input');
    radio?.focus();
    act(() => {
      radio?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dom.container.querySelector('.map-menu')).toBeNull();
    expect(layersButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(layersButton());
    expect(outside).not.toHaveBeenCalled();
    document.removeEventListener('keydown', outside);
  });
});
