/**
 * The bare baseline docs-gen is compared with: the least a Markdown-to-React
 * site generator has to do. Reads every .md/.mdx file under <root>/content,
 * parses it with unified (remark-parse, remark-frontmatter, remark-gfm,
 * remark-rehype, rehype-stringify; .mdx is read as plain Markdown), wraps it
 * in a small React layout rendered with renderToString, and writes one
 * <route>/index.html per page. Single-threaded, no links checked, no
 * highlighting, no sidebar.
 *
 *   node bench/run.mjs baseline --root SITE --out DIR
 *
 * Prints {"pages": N, "durationMs": …} on stdout.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderToString } from 'react-dom/server';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

function Layout({ title, html }: { title: string; html: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body>
        <main>
          <article dangerouslySetInnerHTML={{ __html: html }} />
        </main>
      </body>
    </html>
  );
}

function listMarkdown(dir: string, relative = ''): string[] {
  const out: string[] = [];
  const entries = readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listMarkdown(dir, child));
    else if (/\.mdx?$/.test(entry.name)) out.push(child);
  }
  return out;
}

export function buildBaseline({ root, outDir }: { root: string; outDir: string }): number {
  const contentDir = path.join(root, 'content');
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkRehype).use(rehypeStringify).freeze();
  rmSync(outDir, { recursive: true, force: true });
  const files = listMarkdown(contentDir);
  for (const file of files) {
    const source = readFileSync(path.join(contentDir, file), 'utf8');
    const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim() ?? file;
    const html = String(processor.processSync(source));
    const page = `<!DOCTYPE html>${renderToString(<Layout title={title} html={html} />)}`;
    const route = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
    const target = path.join(outDir, route, 'index.html');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, page);
  }
  return files.length;
}

const argv = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = argv.indexOf(`--${name}`);
  return at === -1 ? undefined : argv[at + 1];
};
const root = flag('root');
const out = flag('out');
if (root === undefined || out === undefined) {
  process.stderr.write('usage: node bench/run.mjs baseline --root SITE --out DIR\n');
  process.exitCode = 2;
} else {
  const started = performance.now();
  const pages = buildBaseline({ root: path.resolve(root), outDir: path.resolve(out) });
  process.stdout.write(`${JSON.stringify({ pages, durationMs: Math.round(performance.now() - started) })}\n`);
}
