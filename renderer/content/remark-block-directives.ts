/**
 * The block forms of the generic directive syntax only (`:::name` containers
 * and `::name` leaves), for admonitions. remark-directive would also read
 * `:name` inside text, which costs a check at every colon of every paragraph
 * and turns prose such as "10:30" into directives that must be undone.
 */
import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Processor } from 'unified';

export default function remarkBlockDirectives(this: Processor<Root>) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ flow: directive().flow });
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}
