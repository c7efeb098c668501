/** `bearerAuth` → `$BEARER_AUTH`: the shell variable a command reads a security scheme's secret from. */
export function shellVariable(schemeName: string): string {
  return `$${schemeName
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase()}`;
}
