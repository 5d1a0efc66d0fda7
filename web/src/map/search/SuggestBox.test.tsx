// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import { SuggestBox } from './SuggestBox.js';
import type { Suggestion, SuggestionGroup } from './suggestions.js';
import type { SuggestState } from './useSuggestions.js';

const dom = reactTestRoot();
const item = (label: string): Suggestion<string> => ({ id: label, label, value: label });

function Harness(props: {
  state: SuggestState<string>;
  local?: SuggestionGroup<string>[];
  picked: string[];
  entered: string[];
}) {
  const [text, setText] = useState('');
  return (
    <SuggestBox<string>
      label="Search"
      listLabel="Suggestions"
      text={text}
      onText={setText}
      state={props.state}
      {...(props.local ? { local: props.local } : {})}
      onPick={(s) => props.picked.push(s.value)}
      onEnter={() => props.entered.push(text)}
    />
  );
}

const input = () => dom.container.querySelector('input') as HTMLInputElement;
const options = () => [...dom.container.querySelectorAll('[role="option"]')];
const selected = () =>
  options()
    .filter((o) => o.getAttribute('aria-selected') === 'true')
    .map((o) => o.textContent);
const type = (text: string) =>
  act(() => {
    input().focus();
    // React tracks the value it set: the native setter makes the change its own.
    Reflect.set(HTMLInputElement.prototype, 'value', text, input());
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
const key = (k: string) =>
  act(() => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });

describe('the shared suggestion box', () => {
  const ready: SuggestState<string> = {
    status: 'ready',
    groups: [{ id: 'places', title: 'Places', items: [item('Verona, Italy'), item('Verona, US')] }],
  };
  const local = [{ id: 'vehicles', title: 'Vehicles', items: [item('AB123CD')] }];

  it('lists the searched suggestions, then the local ones, in titled sections', () => {
    dom.render(<Harness state={ready} local={local} picked={[]} entered={[]} />);
    type('Ver');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(options().map((o) => o.textContent)).toEqual(['Verona, Italy', 'Verona, US', 'AB123CD']);
    const groups = [...dom.container.querySelectorAll('[role="group"]')].map(
      (g) =>
        dom.container.querySelector(`#${CSS.escape(g.getAttribute('aria-labelledby') ?? '')}`)
          ?.textContent,
    );
    expect(groups).toEqual(['Places', 'Vehicles']);
    // The first is active, and the input says so.
    expect(selected()).toEqual(['Verona, Italy']);
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
  });

  it('walks the list with the arrows (round), picks with Enter and closes with Esc', () => {
    const picked: string[] = [];
    const entered: string[] = [];
    dom.render(<Harness state={ready} local={local} picked={picked} entered={entered} />);
    type('Ver');
    key('ArrowUp');
    expect(selected()).toEqual(['AB123CD']);
    key('ArrowDown');
    key('ArrowDown');
    expect(selected()).toEqual(['Verona, US']);
    key('Enter');
    expect(picked).toEqual(['Verona, US']);
    expect(options()).toHaveLength(0);
    type('Vero');
    expect(options()).toHaveLength(3);
    key('Escape');
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    // Enter with no list open is the box's own (the planner calculates).
    key('Enter');
    expect(entered).toEqual(['Vero']);
    expect(picked).toEqual(['Verona, US']);
  });

  it('says "searching", "nothing found" and "unavailable" in words', () => {
    const says = (state: SuggestState<string>) => {
      dom.render(<Harness state={state} picked={[]} entered={[]} />);
      type('Zzz');
      return dom.container.querySelector('[role="status"]')?.textContent;
    };
    expect(says({ status: 'searching' })).toBe('Searching…');
    expect(says({ status: 'ready', groups: [] })).toBe('No address found');
    expect(says({ status: 'error' })).toBe('Search unavailable');
    expect(says({ status: 'idle' })).toBeUndefined();
  });
});
