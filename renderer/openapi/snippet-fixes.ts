/**
 * What httpsnippet's code needs before a reader can run it as it is, each
 * found by running the samples against a local server (test/api-samples.test.ts).
 * Pure.
 */
import { fixMultipart, JAVA_MULTIPART_IMPORTS, multipartFields } from './multipart-fixes.js';
import type { SampleRequest } from './sample-request.js';

/**
 * curl passes a JSON body holding a `'` as a here-document whose delimiter
 * httpsnippet leaves unquoted, so the shell would expand `$…` and backquotes
 * in the body and eat backslashes; quoted, the body goes as written.
 */
function quoteHeredoc(code: string): string {
  return code.replace(/ @- <<EOF\n/, " @- <<'EOF'\n");
}

/**
 * HTTPie reads the body from `echo '…'`, whose backslashes dash and zsh
 * read as escapes (`\\` became `\`, breaking the JSON); printf's `%s` writes
 * its argument as it is, without a line break added.
 */
function printBodyAsWritten(code: string): string {
  return code.replace(/^echo /, "printf '%s' ");
}

/**
 * java.net.http code as a whole program, which `java Main.java` runs (Java
 * 11 and later). Characters past ASCII are written as `\uXXXX`: a Java before
 * 18 reads a source file in the system's encoding, which is not UTF-8 on
 * Windows, and sent `café` as `cafÃ©`.
 */
function javaProgram(code: string, request: SampleRequest): string {
  const ascii = code.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const imports = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse'];
  if (multipartFields(request) !== undefined) imports.push(...JAVA_MULTIPART_IMPORTS);
  return [
    ...imports.sort().map((name) => `import ${name};`),
    '',
    'public class Main {',
    '    public static void main(String[] args) throws Exception {',
    ...ascii.split('\n').map((line) => (line === '' ? '' : `        ${line}`)),
    '    }',
    '}',
  ].join('\n');
}

/**
 * Net::HTTP code that works whichever server the reader picks: httpsnippet
 * turns TLS on only for an https URL, so a sample switched to an http server
 * (the page's server select) tried TLS on it. And a `#` in a double-quoted
 * body would start an interpolation (`#{…}`, `#$…`, `#@…`).
 */
function rubyAnyServer(code: string): string {
  return code
    .replace(
      /^http = Net::HTTP\.new\(url\.host, url\.port\)\n(?:http\.use_ssl = true\n)?/m,
      "http = Net::HTTP.new(url.host, url.port)\nhttp.use_ssl = url.scheme == 'https'\n",
    )
    .replace(/^request\.body = (".*")$/m, (_, body: string) => `request.body = ${body.replaceAll('#', '\\#')}`);
}

/**
 * HTTPie reads a request body from its input whenever that is not a
 * terminal: run from a script, a cron job or CI, a command without a body of
 * its own waited for an input that never ends, or refused its fields as
 * mixed with that body. `--ignore-stdin`, as its docs advise for scripts;
 * a command whose body is piped to it (it then starts with printf) keeps it.
 */
function ignoreInputWithoutBody(code: string): string {
  return code.replace(/^http (?!--ignore-stdin)/, 'http --ignore-stdin ');
}

const FIXES: Readonly<Record<string, (code: string, request: SampleRequest) => string>> = {
  curl: quoteHeredoc,
  httpie: (code) => ignoreInputWithoutBody(printBodyAsWritten(code)),
  java: javaProgram,
  ruby: rubyAnyServer,
};

/** httpsnippet's code of a sample language (its id in code-samples.ts) for `request`, made to run as it is. */
export function fixSnippet(language: string, code: string, request: SampleRequest): string {
  const uploading = fixMultipart(language, code, request);
  return FIXES[language]?.(uploading, request) ?? uploading;
}
