/**
 * The site's own Markdown plugins (config `markdown.remarkPlugins`,
 * `beforeDefaultRemarkPlugins`, `rehypePlugins`): they run on every doc, in
 * Docusaurus's order around docs-gen's own transforms, in worker threads
 * too; links they add are checked; an edit of a plugin or its options parses
 * the docs again; a plugin that throws or warns is reported at the doc.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, buildSiteJson, makeSite, readText, readTree, removeTemporaryFolders } from './helpers/cli.js';
import { element, textOf } from './helpers/html.js';
import { startDev } from './helpers/dev.js';
import { buildWithThreads } from './helpers/threaded-build.js';

afterAll(removeTemporaryFolders);

const PLUGINS = {
  // Appends a paragraph to every doc.
  'plugins/remark-signature.mjs': `export default function remarkSignature(options = {}) {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.text ?? 'Signed.' }] });
  };
}
`,
  // Makes "NOTE: …" paragraphs :::note blocks, which docs-gen's admonitions, running after it, render.
  'plugins/remark-note-lines.mjs': `export default function remarkNoteLines() {
  return (tree) => {
    tree.children = tree.children.map((node) => {
      const first = node.type === 'paragraph' ? node.children[0] : undefined;
      if (first?.type !== 'text' || !first.value.startsWith('NOTE: ')) return node;
      const paragraph = { ...node, children: [{ ...first, value: first.value.slice('NOTE: '.length) }, ...node.children.slice(1)] };
      return { type: 'containerDirective', name: 'note', attributes: {}, children: [paragraph] };
    });
  };
}
`,
  // Marks each h2 and links every page to the guide, after docs-gen's own HTML transforms.
  'plugins/rehype-marks.mjs': `export default function rehypeMarks({ linkTo }) {
  return (tree, file) => {
    const visit = (node) => {
      if (node.type === 'element' && node.tagName === 'h2') node.properties.className = [...(node.properties.className ?? []), 'plugin-marked'];
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
    tree.children.push({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'a', properties: { href: linkTo }, children: [{ type: 'text', value: 'Read the guide' }] }] });
    if (String(file.value).includes('TODO')) file.message('This doc still has a TODO', tree.children[0]);
  };
}
`,
};

function configWith(markdown: string): string {
  return `import { defineConfig } from 'docs-gen';
import remarkSignature from './plugins/remark-signature.mjs';
import remarkNoteLines from './plugins/remark-note-lines.mjs';
import rehypeMarks from './plugins/rehype-marks.mjs';

export default defineConfig({ url: 'https://docs.example.com', title: 'Plugins', markdown: { ${markdown} } });
`;
}

const ALL_PLUGINS =
  "remarkPlugins: [[remarkSignature, { text: 'Signed by the plugin.' }]], beforeDefaultRemarkPlugins: [remarkNoteLines], rehypePlugins: [[rehypeMarks, { linkTo: '/guide' }]]";

const DOCS = {
  'content/guide.md': '# Guide\n\nNOTE: Read this first.\n\n## Setup\n\nText.\n',
  'content/compiled.mdx': '# Compiled\n\nexport const answer = 6 * 7;\n\nThe answer is {answer}.\n\n## Part\n',
};

async function pluginSite(markdown = ALL_PLUGINS, docs: Record<string, string> = DOCS): Promise<string> {
  return makeSite({ ...PLUGINS, ...docs, 'site.config.ts': configWith(markdown) });
}

const article = async (outDir: string, route: string) => element(await readText(outDir, `${route}/index.html`), '<article')!;

describe('markdown plugins of the site', () => {
  it("run on every doc, compiled or not, around docs-gen's own transforms in Docusaurus's order", async () => {
    const root = await pluginSite();
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    const guide = await article(run.outDir, 'guide');
    expect(guide).toContain('Signed by the plugin.');
    // The note the plugin made before docs-gen's transforms ran is an admonition.
    expect(guide).toMatch(/<div class="admonition admonition--note"[^>]*>[\s\S]*Read this first\./);
    expect(guide).toMatch(/<h2 [^>]*class="[^"]*plugin-marked/);
    expect(guide).toContain('<a href="/guide">Read the guide</a>');
    const compiled = await article(run.outDir, 'compiled');
    expect(textOf(compiled)).toContain('The answer is 42 .');
    expect(compiled).toContain('Signed by the plugin.');
    expect(compiled).toMatch(/<h2 [^>]*class="[^"]*plugin-marked/);
  });

  it('has the links a plugin adds checked, and its messages reported at the doc', async () => {
    const root = await pluginSite("rehypePlugins: [[rehypeMarks, { linkTo: '/nowhere' }]]", { 'content/todo.md': '# Todo\n\nTODO: write this.\n' });
    const { code, report } = await buildSiteJson(root);
    expect(code).toBe(1);
    expect(report.errors.map(({ code: problem, file }) => ({ problem, file }))).toContainEqual({ problem: 'broken-link', file: 'content/todo.md' });
    expect(report.warnings.map(({ code: problem, file, line, message }) => ({ problem, file, line, message }))).toContainEqual({
      problem: 'markdown-plugin',
      file: 'content/todo.md',
      line: 1,
      message: 'markdown.rehypePlugins[0] (rehypeMarks): This doc still has a TODO',
    });
  });

  it('fails the build at the doc a plugin throws on, naming the plugin, and builds the other docs', async () => {
    const root = await pluginSite('remarkPlugins: [remarkSignature, remarkExplode]', {
      'content/fine.md': '# Fine\n',
      'content/bad.md': '# Bad\n\nexplode here\n',
      'plugins/remark-explode.mjs':
        "export default function remarkExplode() {\n  return (tree, file) => {\n    if (String(file.value).includes('explode')) throw new Error('boom');\n  };\n}\n",
    });
    await writeFile(
      path.join(root, 'site.config.ts'),
      configWith('remarkPlugins: [remarkSignature, remarkExplode]').replace(
        'import rehypeMarks',
        "import remarkExplode from './plugins/remark-explode.mjs';\nimport rehypeMarks",
      ),
    );
    const { code, report } = await buildSiteJson(root);
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'markdown-plugin',
        file: 'content/bad.md',
        message: 'The plugin markdown.remarkPlugins[1] (remarkExplode) failed on this doc: Error: boom',
      }),
    ]);
  });

  it('run in worker threads as on the main thread', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 260 }, (_, index) => [`content/many/page-${index}.md`, `# Page ${index}\n\nNOTE: Number ${index}.\n\n## Part\n`]),
    );
    const root = await pluginSite(ALL_PLUGINS, { ...DOCS, ...many });
    const threaded = await buildWithThreads(root, 2, ['--no-cache']);
    const single = await buildWithThreads(root, 1, ['--no-cache']);
    expect(threaded.report.work).toMatchObject({ workers: 1 });
    expect(await article(threaded.outDir, 'many/page-259')).toContain('Signed by the plugin.');
    const a = await readTree(threaded.outDir);
    const b = await readTree(single.outDir);
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [file, contents] of b) expect(a.get(file)?.equals(contents), file).toBe(true);
  }, 120_000);

  it('parse the docs again when a plugin or its options change', async () => {
    const root = await pluginSite();
    const cache = ['--cache-dir', path.join(root, '..', 'cache')];
    const out = path.join(root, '..', 'out', 'build');
    expect((await buildSite(root, cache, out)).code).toBe(0);
    await writeFile(path.join(root, 'site.config.ts'), configWith(ALL_PLUGINS.replace('Signed by the plugin.', 'Countersigned.')));
    expect((await buildSite(root, cache, out)).code).toBe(0);
    expect(await article(out, 'guide')).toContain('Countersigned.');
    await mkdir(path.join(root, 'plugins'), { recursive: true });
    await writeFile(
      path.join(root, 'plugins/remark-signature.mjs'),
      PLUGINS['plugins/remark-signature.mjs'].replace("options.text ?? 'Signed.'", '`${options.text} Twice.`'),
    );
    expect((await buildSite(root, cache, out)).code).toBe(0);
    expect(await article(out, 'guide')).toContain('Countersigned. Twice.');
  });

  it('run again in dev when a plugin file the config imports is saved, wherever it lies in the site', { timeout: 60_000 }, async () => {
    const root = await pluginSite();
    const dev = await startDev(root);
    try {
      const guide = async () => (await fetch(new URL('guide', dev.url))).text();
      expect(await guide()).toContain('Signed by the plugin.');
      const reload = dev.nextEvent((event) => event.event === 'reload');
      await writeFile(
        path.join(root, 'plugins/remark-signature.mjs'),
        PLUGINS['plugins/remark-signature.mjs'].replace("options.text ?? 'Signed.'", '`${options.text} Saved in dev.`'),
      );
      await reload;
      expect(await guide()).toContain('Signed by the plugin. Saved in dev.');
    } finally {
      await dev.stop();
    }
  });

  it('must be functions or [function, options], named by their field', async () => {
    const root = await makeSite({}, "title: 'T', markdown: { remarkPlugins: ['remark-toc', [() => {}, {}, 'extra']] }");
    const { code, report } = await buildSiteJson(root);
    expect(code).toBe(2);
    expect(report.errors.map(({ configField, message }) => ({ configField, message }))).toEqual([
      {
        configField: 'markdown.remarkPlugins[0]',
        message: 'markdown.remarkPlugins[0] must be a plugin (a function, imported in the config) or [plugin, options], got "remark-toc"',
      },
      {
        configField: 'markdown.remarkPlugins[1]',
        message: 'markdown.remarkPlugins[1] must be a plugin (a function, imported in the config) or [plugin, options], got array',
      },
    ]);
  });
});
