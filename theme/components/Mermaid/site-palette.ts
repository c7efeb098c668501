/**
 * Mermaid diagrams in the site's colours: the configured base theme (light
 * `default`, dark `dark`, website spec §9) keeps its shapes and derived
 * shades, and its theme variables are set from the design tokens of the
 * colour mode shown (theme/styles/tokens.css), so diagrams lose mermaid's
 * stock lavender nodes and yellow notes and follow the site into dark mode.
 */

/** The tokens a diagram is drawn with, as colours mermaid can parse (`#rrggbb`). */
export interface SitePalette {
  readonly primary: string;
  readonly text: string;
  readonly textMuted: string;
  readonly background: string;
  readonly surface: string;
  readonly border: string;
  readonly fontFamily: string;
}

const PALETTE_TOKENS = {
  primary: '--color-primary',
  text: '--color-text',
  textMuted: '--color-text-muted',
  background: '--color-background',
  surface: '--color-surface',
  border: '--color-border',
} as const satisfies Record<Exclude<keyof SitePalette, 'fontFamily'>, string>;

/**
 * Reads the tokens as the page applies them now. Mermaid parses only a few
 * colour syntaxes, so each is normalised by a canvas, which serialises any
 * CSS colour as `#rrggbb` (or `rgba()` when translucent).
 */
export function readSitePalette(root: HTMLElement = document.documentElement): SitePalette {
  const styles = getComputedStyle(root);
  const canvas = document.createElement('canvas').getContext('2d');
  const colour = (token: string) => {
    if (canvas === null) return styles.getPropertyValue(token).trim();
    canvas.fillStyle = '#000000';
    canvas.fillStyle = styles.getPropertyValue(token).trim();
    return String(canvas.fillStyle);
  };
  const colours = Object.fromEntries(Object.entries(PALETTE_TOKENS).map(([name, token]) => [name, colour(token)])) as Omit<SitePalette, 'fontFamily'>;
  return { ...colours, fontFamily: styles.getPropertyValue('--font-sans').trim() || styles.fontFamily };
}

/** Mermaid theme variables: nodes on the surface colour, outlined in the primary colour; lines and notes in the text and border colours. */
export function mermaidThemeVariables({ primary, text, textMuted, background, surface, border, fontFamily }: SitePalette): Record<string, string> {
  return {
    fontFamily,
    background,
    primaryColor: surface,
    primaryBorderColor: primary,
    primaryTextColor: text,
    secondaryColor: background,
    secondaryBorderColor: border,
    secondaryTextColor: text,
    tertiaryColor: background,
    tertiaryBorderColor: border,
    tertiaryTextColor: text,
    mainBkg: surface,
    secondBkg: background,
    border1: primary,
    border2: border,
    nodeBorder: primary,
    nodeTextColor: text,
    textColor: text,
    titleColor: text,
    lineColor: textMuted,
    arrowheadColor: textMuted,
    edgeLabelBackground: background,
    labelBackground: background,
    clusterBkg: background,
    clusterBorder: border,
    noteBkgColor: surface,
    noteBorderColor: border,
    noteTextColor: text,
    actorBkg: surface,
    actorBorder: primary,
    actorTextColor: text,
    actorLineColor: textMuted,
    signalColor: text,
    signalTextColor: text,
    labelBoxBkgColor: surface,
    labelBoxBorderColor: primary,
    labelTextColor: text,
    loopTextColor: text,
    attributeBackgroundColorOdd: background,
    attributeBackgroundColorEven: surface,
  };
}
