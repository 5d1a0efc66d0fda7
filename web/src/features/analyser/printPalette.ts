/**
 * The colours a printed report uses whatever the screen's mode: the light counterpart of the
 * mode (dark prints as light, colour-blind dark as colour-blind), read from the stylesheets'
 * own token rules so a token added to a mode is printed without a list kept here.
 */

/** A stylesheet rule that sets colour tokens: its selectors and its custom properties. */
export interface TokenRule {
  selectors: readonly string[];
  tokens: readonly (readonly [string, string])[];
}

/** The mode a report prints in for the screen's mode (undefined or unknown: light). */
export function printMode(screenMode: string | undefined): 'light' | 'colorblind' {
  return screenMode === 'colorblind' || screenMode === 'colorblind_dark' ? 'colorblind' : 'light';
}

const normal = (selector: string) => selector.replace(/\s+/g, '').replace(/'/g, '"');

/**
 * The tokens of `mode`: those of the `:root` rules, then those of `:root[data-theme="mode"]`
 * over them (as the cascade has it, the attribute selector being the more specific), each in
 * the stylesheets' order.
 */
export function printTokens(rules: readonly TokenRule[], mode: string): Map<string, string> {
  const base = ':root';
  const themed = `:root[data-theme="${mode}"]`;
  const out = new Map<string, string>();
  for (const wanted of mode === 'light' ? [base] : [base, themed])
    for (const rule of rules)
      if (rule.selectors.some((s) => normal(s) === wanted))
        for (const [name, value] of rule.tokens) out.set(name, value.trim());
  return out;
}

/** The top-level rules of the page's stylesheets that set custom properties. */
export function readTokenRules(doc: Document = document): TokenRule[] {
  const rules: TokenRule[] = [];
  for (const sheet of [...doc.styleSheets]) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: not the app's tokens.
    }
    for (const rule of [...list]) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const tokens: [string, string][] = [];
      for (const name of [...rule.style])
        if (name.startsWith('--')) tokens.push([name, rule.style.getPropertyValue(name)]);
      if (tokens.length > 0) rules.push({ selectors: rule.selectorText.split(','), tokens });
    }
  }
  return rules;
}

/**
 * Runs `read` with `element` and what it holds in the print palette: the tokens set on it for
 * the time of the call and taken off after. `read` is synchronous, so the screen never paints
 * the element in the other palette.
 */
export function inPrintPalette<T>(element: HTMLElement | SVGElement, read: () => T): T {
  const tokens = printTokens(
    readTokenRules(),
    printMode(document.documentElement.dataset['theme']),
  );
  const before = [...tokens.keys()].map((name) => [name, element.style.getPropertyValue(name)]);
  for (const [name, value] of tokens) element.style.setProperty(name, value);
  try {
    return read();
  } finally {
    for (const [name, value] of before)
      if (value) element.style.setProperty(name!, value);
      else element.style.removeProperty(name!);
  }
}
