/**
 * A Docusaurus site's brand lives in its custom CSS as Infima's custom
 * properties (`--ifm-color-primary`, `--ifm-font-family-base`, …), which
 * docs-gen's theme does not read. The bridge is a stylesheet loaded after
 * the site's own that sets each theme property the site's CSS has an Infima
 * counterpart of, with the same selector and from the Infima property
 * (`:root { --color-primary: var(--ifm-color-primary); }`), so the site's
 * CSS stays the one place its brand is written, light and dark alike.
 *
 * What the bridge cannot carry is reported where it is written: Infima
 * properties with no counterpart, and rules whose classes nothing in
 * docs-gen's pages or the site's own files has.
 */
import postcss, { type AtRule, type Container, type Declaration, type Root, type Rule } from 'postcss';
import type { MigrationNote } from './translate-config.js';

/** Infima's (and Docusaurus's) properties → the theme's, in either colour mode. */
const THEME_PROPERTY_OF: ReadonlyMap<string, string> = new Map([
  ['--ifm-color-primary', '--color-primary'],
  ['--ifm-background-color', '--color-background'],
  ['--ifm-font-color-base', '--color-text'],
  ['--ifm-font-family-base', '--font-sans'],
  ['--ifm-font-family-monospace', '--font-mono'],
  ['--ifm-font-size-base', '--font-size-base'],
  ['--ifm-line-height-base', '--line-height'],
  ['--ifm-code-font-size', '--code-font-size'],
  ['--ifm-global-radius', '--radius'],
  ['--ifm-navbar-background-color', '--navbar-background'],
  ['--ifm-navbar-height', '--navbar-height'],
  ['--ifm-footer-background-color', '--footer-background'],
  ['--ifm-code-background', '--code-inline-background'],
  ['--ifm-pre-background', '--code-background'],
  ['--docusaurus-highlighted-code-line-bg', '--code-highlight'],
  ['--doc-sidebar-width', '--sidebar-width'],
]);

/**
 * The theme's one stronger shade of the primary colour (links on hover) is darker in light mode and lighter in
 * dark mode, as the shade Infima's light and dark palettes use for the same.
 */
const STRONG_SHADE = { light: '--ifm-color-primary-darker', dark: '--ifm-color-primary-lighter' } as const;
const PRIMARY_SHADE = /^--ifm-color-primary-(?:lightest|lighter|light|dark|darker|darkest|contrast-background|contrast-foreground)$/;
const CARRIED_ELSEWHERE = /^--ifm-|^--docusaurus-/;
const DARK_SELECTOR = /data-theme\s*=\s*["']?dark/;

export interface StylesheetSource {
  /** The file in the Docusaurus site, relative to its folder, for notes. */
  readonly file: string;
  readonly source: string;
}

export interface InfimaBridge {
  /** The bridge stylesheet; undefined when the site's CSS sets no property the theme has a counterpart of. */
  readonly css: string | undefined;
  readonly notes: readonly MigrationNote[];
}

/**
 * `knownClass(name)` says whether anything may render an element of that class: docs-gen's theme, or the
 * site's own files as migrated.
 */
export function bridgeInfima(stylesheets: readonly StylesheetSource[], knownClass: (name: string) => boolean): InfimaBridge {
  const bridge = postcss.root();
  const notes: MigrationNote[] = [];
  for (const { file, source } of stylesheets) {
    let parsed: ReturnType<typeof postcss.parse>;
    try {
      parsed = postcss.parse(source, { from: file });
    } catch (error) {
      const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
      notes.push({
        file,
        line,
        column,
        message: `The stylesheet ${file} does not parse as CSS (${reason ?? String(error)}); it is loaded as it is, and its Infima properties are not carried over`,
        todo: 'Fix the CSS, or leave the file out of `stylesheets` in site.config.ts.',
      });
      continue;
    }
    const unmatched: Declaration[] = [];
    parsed.walkDecls((declaration) => {
      const target = themePropertyOf(declaration);
      if (target !== undefined) bridgeDeclaration(bridge, declaration, target);
      else if (CARRIED_ELSEWHERE.test(declaration.prop) && !PRIMARY_SHADE.test(declaration.prop)) unmatched.push(declaration);
    });
    notes.push(...unmatchedPropertyNotes(file, unmatched));
    const idle: Rule[] = [];
    parsed.walkRules((rule) => {
      if (isInsideKeyframes(rule)) return;
      // A rule matches nothing when each of its selectors names a class no page has.
      if (rule.selectors.every((selector) => classesOf(selector).some((name) => !knownClass(name)))) idle.push(rule);
    });
    notes.push(...idleRuleNotes(file, idle, knownClass));
  }
  if (bridge.nodes.length === 0) return { css: undefined, notes };
  const header = `/* Written by docs-gen migrate: the Infima properties the site's stylesheets set, passed to docs-gen's theme (README: Brand styles). */\n`;
  return { css: `${header}${bridge.toString().trim()}\n`, notes };
}

/** One note per file: its rules that match nothing, each with its line. */
function idleRuleNotes(file: string, rules: readonly Rule[], knownClass: (name: string) => boolean): MigrationNote[] {
  if (rules.length === 0) return [];
  const SHOWN = 6;
  const listed = rules.slice(0, SHOWN).map((rule) => `${abbreviate(rule.selector)} (line ${rule.source?.start?.line ?? '?'})`);
  const more = rules.length > SHOWN ? `, and ${rules.length - SHOWN} more` : '';
  const classes = [...new Set(rules.flatMap((rule) => rule.selectors.flatMap(classesOf)).filter((name) => !knownClass(name)))];
  const shownClasses =
    classes
      .slice(0, SHOWN)
      .map((name) => `.${name}`)
      .join(', ') + (classes.length > SHOWN ? ', …' : '');
  const first = rules[0]!.source?.start;
  return [
    {
      file,
      line: first?.line,
      column: first?.column,
      message: `${rules.length === 1 ? 'The rule' : `${rules.length} rules:`} ${listed.join(', ')}${more} ${rules.length === 1 ? 'styles' : 'style'} nothing docs-gen renders: no page of the migrated site has ${shownClasses}`,
      todo: 'Give the rules the class names of docs-gen’s markup (README: Brand styles), or leave them out.',
    },
  ];
}

function themePropertyOf(declaration: Declaration): string | undefined {
  const rule = declaration.parent;
  if (rule?.type !== 'rule') return undefined;
  const dark = DARK_SELECTOR.test((rule as Rule).selector);
  if (declaration.prop === STRONG_SHADE[dark ? 'dark' : 'light']) return '--color-primary-strong';
  return THEME_PROPERTY_OF.get(declaration.prop);
}

/** Adds `target: var(<Infima property>)` to the bridge, under the same at-rules and selector as the declaration. */
function bridgeDeclaration(bridge: Container, declaration: Declaration, target: string): void {
  const rule = declaration.parent as Rule;
  const chain: AtRule[] = [];
  for (let parent = rule.parent; parent !== undefined && parent.type === 'atrule'; parent = parent.parent) chain.unshift(parent as AtRule);
  let container: Container = bridge;
  let depth = 0;
  for (const atRule of chain) {
    container = childOf(container, 'atrule', atRule.name, atRule.params, () =>
      postcss.atRule({ name: atRule.name, params: atRule.params, raws: layout(depth) }),
    );
    depth++;
  }
  const into = childOf(container, 'rule', rule.selector, '', () => postcss.rule({ selector: rule.selector, raws: layout(depth) }));
  const indent = '  '.repeat(depth + 1);
  into.append(
    postcss.decl({ prop: target, value: `var(${declaration.prop})`, important: declaration.important, raws: { before: `\n${indent}`, between: ': ' } }),
  );
}

/** Two-space indents, a block per line, as the site's CSS is usually written. */
function layout(depth: number): { before: string; after: string; between: string; semicolon: boolean } {
  const indent = '  '.repeat(depth);
  return { before: depth === 0 ? '\n\n' : `\n${indent}`, after: `\n${indent}`, between: ' ', semicolon: true };
}

/** The last child of `container` that is the same rule or at-rule, when it is its last child, so the bridge keeps the site's order. */
function childOf<T extends Container>(container: Container, type: 'rule' | 'atrule', name: string, params: string, make: () => T): T {
  const last = container.last;
  const same =
    last !== undefined &&
    last.type === type &&
    (type === 'rule' ? (last as Rule).selector === name : (last as AtRule).name === name && (last as AtRule).params === params);
  if (same) return last as unknown as T;
  const made = make();
  container.append(made);
  return made;
}

function unmatchedPropertyNotes(file: string, declarations: readonly Declaration[]): MigrationNote[] {
  if (declarations.length === 0) return [];
  const names = [...new Set(declarations.map((declaration) => declaration.prop))];
  const first = declarations[0]!.source?.start;
  return [
    {
      file,
      line: first?.line,
      column: first?.column,
      message: `${names.length === 1 ? 'The property' : 'The properties'} ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} no counterpart in docs-gen’s theme and style nothing`,
      todo: 'Set the theme’s own custom properties instead (README: Brand styles), where they matter.',
    },
  ];
}

function classesOf(selector: string): string[] {
  // Attribute values and strings may hold dots that are no class.
  const bare = selector.replace(/\[[^\]]*\]|"[^"]*"|'[^']*'/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

function isInsideKeyframes(rule: Rule): boolean {
  for (let parent: Rule['parent'] | Root['parent'] = rule.parent; parent !== undefined; parent = parent.parent)
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true;
  return false;
}

function abbreviate(selector: string): string {
  const oneLine = selector.replace(/\s+/g, ' ');
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}…` : oneLine;
}
