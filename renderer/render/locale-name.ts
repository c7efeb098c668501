/**
 * A locale's own name for itself, as a language menu shows it: `fr` →
 * `Français`. Asked for only when a page shows a locale menu: naming loads
 * ICU's language names, a noticeable part of a build that shows none.
 */
const names = new Map<string, string>();

export function localeName(locale: string): string {
  let name = names.get(locale);
  if (name === undefined) {
    name = nameOf(locale);
    names.set(locale, name);
  }
  return name;
}

function nameOf(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Not a BCP 47 tag Intl knows (e.g. a custom locale folder name): the code is the best label there is.
    return locale;
  }
}
