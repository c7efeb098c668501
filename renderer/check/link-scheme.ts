/**
 * The scheme of a link a browser (or an app it hands the link to) opens:
 * the web's, and those of apps docs commonly link into. Any other is most
 * likely a placeholder a Docusaurus plugin was meant to replace
 * (`docblock://Store`), shown to the reader as a link that leads nowhere.
 */
const KNOWN_SCHEMES = new Set([
  // The web's, and what browsers hand to the system.
  'http',
  'https',
  'mailto',
  'tel',
  'sms',
  'ftp',
  'ftps',
  'sftp',
  'ssh',
  'git',
  'irc',
  'ircs',
  'news',
  'nntp',
  'xmpp',
  'magnet',
  'webcal',
  'geo',
  'data',
  'blob',
  'file',
  'urn',
  'callto',
  'facetime',
  'facetime-audio',
  'ws',
  'wss',
  'javascript',
  'pathname',
  // Apps docs link into.
  'vscode',
  'vscode-insiders',
  'cursor',
  'slack',
  'msteams',
  'zoommtg',
  'zoomus',
  'skype',
  'discord',
  'spotify',
  'steam',
  'itms-apps',
  'itms-services',
  'market',
  'intent',
  'x-github-client',
  'github-windows',
  'github-mac',
  'jetbrains',
  'idea',
]);

/** The scheme of `url` (`docblock`) when it has one that is neither known nor listed by the site; else undefined. */
export function unknownSchemeOf(url: string, siteSchemes: readonly string[]): string | undefined {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || KNOWN_SCHEMES.has(scheme) || siteSchemes.includes(scheme) ? undefined : scheme;
}
