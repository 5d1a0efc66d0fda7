import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flatten, type Suggestion, type SuggestionGroup } from './suggestions.js';
import type { SuggestState } from './useSuggestions.js';
import './suggest.css';

export interface SuggestBoxProps<T> {
  label: string;
  /** The label shown above the box; otherwise it is for screen readers only. */
  showLabel?: boolean;
  text: string;
  onText: (text: string) => void;
  /** The searched suggestions (`useSuggestions`): listed first. */
  state: SuggestState<T>;
  /** Suggestions known at once (the company's POIs, the trucks), listed after the searched ones. */
  local?: readonly SuggestionGroup<T>[];
  onPick: (suggestion: Suggestion<T>) => void;
  /** Enter with no list open (the planner's last stage calculates, typed coordinates are taken). */
  onEnter?: (() => void) | undefined;
  /** Esc closed the list. */
  onDismiss?: () => void;
  /** No list at all (the text is a chosen place). */
  closed?: boolean;
  listLabel: string;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
  /** Class of each option besides `suggest-option` (tests and the planner's styles read it). */
  optionClassName?: string;
  type?: 'search' | 'text';
  children?: ReactNode;
}

/**
 * A search box with suggestions as an ARIA combobox (the map's search, the planner's stages, the
 * passage and POI addresses): the list opens while typing, in titled sections when there are
 * several; arrows move, Enter picks (the first by default), Esc closes the list without leaving
 * the box or the panel around it; a click picks too. Messages say "searching", "nothing found"
 * or "search unavailable" in words.
 */
export function SuggestBox<T>(props: SuggestBoxProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [focused, setFocused] = useState(false);
  /** The list was closed (Esc, a pick): it opens again with the next keystroke or arrow. */
  const [dismissed, setDismissed] = useState(false);
  const { state, text } = props;
  const groups = [...(state.status === 'ready' ? state.groups : []), ...(props.local ?? [])].filter(
    (g) => g.items.length > 0,
  );
  const items = flatten(groups);
  const listKey = `${state.status}:${text}:${items.length}`;
  const [active, setActive] = useState({ key: '', index: 0 });
  const activeIndex = active.key === listKey ? Math.min(active.index, items.length - 1) : 0;
  const message =
    state.status === 'searching' && items.length === 0
      ? t('map_search.searching')
      : state.status === 'error'
        ? t('map.address_error')
        : state.status === 'ready' && items.length === 0
          ? t('map.address_not_found')
          : undefined;
  const shown = !props.closed && focused && !dismissed && state.status !== 'idle';
  const open = shown && items.length > 0;

  const pick = (suggestion: Suggestion<T>) => {
    setDismissed(true);
    props.onPick(suggestion);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      const chosen = open ? items[activeIndex] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else props.onEnter?.();
    } else if (event.key === 'Escape' && shown) {
      // The list closes; the panel around the box stays open.
      event.stopPropagation();
      setDismissed(true);
      props.onDismiss?.();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault();
      if (!open) return setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const n = items.length;
      setActive({ key: listKey, index: (activeIndex + step + n) % n });
    }
  };

  let n = 0;
  const option = (item: Suggestion<T>) => {
    const i = n++;
    return (
      <div
        key={item.id}
        id={`${id}-option-${i}`}
        role="option"
        className={`suggest-option ${props.optionClassName ?? ''}`}
        aria-selected={i === activeIndex}
        // A click picks without taking the focus from the box first (which would close the list).
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => i !== activeIndex && setActive({ key: listKey, index: i })}
        onClick={() => pick(item)}
      >
        <span className="suggest-label">{item.label}</span>
        {item.hint && <span className="suggest-hint">{item.hint}</span>}
      </div>
    );
  };
  // Titled when there are several sections, or one that is not the places (the trucks alone).
  const titled = groups.length > 1 || (groups[0] !== undefined && groups[0].id !== 'places');

  return (
    <div className={`suggest-box ${props.className ?? ''}`}>
      <label htmlFor={`${id}-input`} className={props.showLabel ? undefined : 'visually-hidden'}>
        {props.label}
      </label>
      <input
        id={`${id}-input`}
        type={props.type ?? 'text'}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-activedescendant={open ? `${id}-option-${activeIndex}` : undefined}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        value={text}
        onChange={(event) => {
          setDismissed(false);
          props.onText(event.target.value);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      {shown && (open || message) && (
        <div className="suggest-panel">
          {open && (
            <div id={`${id}-list`} role="listbox" aria-label={props.listLabel}>
              {groups.map((group) =>
                titled && group.title ? (
                  <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`}>
                    <div role="presentation" id={`${id}-${group.id}`} className="suggest-title">
                      {group.title}
                    </div>
                    {group.items.map(option)}
                  </div>
                ) : (
                  group.items.map(option)
                ),
              )}
            </div>
          )}
          {message && (
            <p className="suggest-message" role="status">
              {message}
            </p>
          )}
        </div>
      )}
      {props.children}
    </div>
  );
}
