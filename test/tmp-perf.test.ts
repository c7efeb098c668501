import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';
import { recordOfPageHtml, sectionsOfHtml } from '../renderer/search/page-record.js';
import { termsOfWord, wordsOf } from '../renderer/shared/search-terms.js';
it('perf', () => {
  const dir = '/tmp/o1k/build';
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'assets') walk(path.join(d, e.name));
      else if (e.name === 'index.html') files.push(path.join(d, e.name));
    }
  };
  walk(dir);
  const htmls = files.slice(0, 300).map((f) => readFileSync(f, 'utf8'));
  for (let round = 0; round < 3; round++) {
    let t = performance.now();
    for (const html of htmls) sectionsOfHtml(html.slice(html.indexOf('<article')), { article: true });
    const parse = performance.now() - t;
    t = performance.now();
    for (const html of htmls) recordOfPageHtml({ title: 'T', html });
    const all = performance.now() - t;
    t = performance.now();
    let n = 0;
    for (const html of htmls)
      for (const s of sectionsOfHtml(html.slice(html.indexOf('<article')), { article: true }))
        for (const w of wordsOf(s.text)) {
          termsOfWord(w.text);
          n++;
        }
    const terms = performance.now() - t;
    console.log(
      `per page: parse ${(parse / htmls.length).toFixed(3)} ms, record ${(all / htmls.length).toFixed(3)} ms, parse+terms ${(terms / htmls.length).toFixed(3)} ms, words/page ${(n / htmls.length) | 0}`,
    );
  }
});
