/**
 * Colour mode (website spec §4): `data-theme` on <html> holds the mode and the
 * stylesheet keys the palette on it. The server renders the configured
 * default; when the switch is enabled, an inline head script applies the
 * reader's stored choice (or, when the site respects it, the system
 * preference) before first paint, so a reload never flashes the other mode.
 * Nothing here touches the DOM: the renderer embeds the script in every page.
 */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'docs-gen.theme';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ColorModeSettings {
  readonly disableSwitch: boolean;
  readonly respectPrefersColorScheme: boolean;
}

/**
 * The head script's source, empty when the switch is disabled: then the mode
 * is fixed to the default, so neither a stored choice nor the system
 * preference may change it.
 */
export function colorModeHeadScript({ disableSwitch, respectPrefersColorScheme }: ColorModeSettings): string {
  if (disableSwitch) return '';
  const followSystem = respectPrefersColorScheme
    ? `if(mode!=="dark"&&mode!=="light")mode=matchMedia(${JSON.stringify(PREFERS_DARK_QUERY)}).matches?"dark":"light";`
    : '';
  return (
    `{let mode;try{mode=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}` +
    `catch(error){console.debug("docs-gen: could not read the colour mode from localStorage",error)}` +
    `${followSystem}if(mode==="dark"||mode==="light")document.documentElement.setAttribute("data-theme",mode)}`
  );
}
