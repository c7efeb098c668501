/** Joins the truthy class names, so conditional modifiers read inline: `classNames('navbar__link', active && 'navbar__link--active')`. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
