/**
 * React elements → BodyNode (renderer/shared/page-data.ts): plain data the
 * browser turns back into the same elements. Theme components travel by
 * name; everything else must already be plain (MDX is rendered as data, so
 * its props are literals).
 */
import { Fragment, isValidElement, type ReactNode } from 'react';
import type { BodyNode } from '../shared/page-data.js';

export function createElementSerializer(components: Readonly<Record<string, unknown>>): (node: ReactNode) => BodyNode {
  const names = new Map<unknown, string>(Object.entries(components).map(([name, component]) => [component, name]));
  const serialize = (node: ReactNode): BodyNode => {
    if (node === null || node === undefined || typeof node === 'boolean') return null;
    if (typeof node === 'string' || typeof node === 'number') return node;
    if (Array.isArray(node)) return ['#', 0, ...node.map(serialize)];
    if (!isValidElement(node)) throw new Error(`A page body holds a value that is not an element: ${String(node)}`);
    const { children, ...rest } = node.props as { children?: ReactNode } & Record<string, unknown>;
    const props = node.key === null ? rest : { ...rest, key: node.key };
    const type = typeTag(node.type);
    const list = children === undefined ? [] : Array.isArray(children) ? children.map(serialize) : [serialize(children)];
    return [type, Object.keys(props).length === 0 ? 0 : props, ...list];
  };
  const typeTag = (type: unknown): string => {
    if (typeof type === 'string') return type;
    if (type === Fragment) return '#';
    const name = names.get(type);
    if (name === undefined) throw new Error('A page body holds a component that is not a theme component');
    return `$${name}`;
  };
  return serialize;
}
