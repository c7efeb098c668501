/** BodyNode (plain data) → the React elements the server rendered the page body from. */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { BodyNode } from '../../renderer/shared/page-data.js';

export function bodyToReact(node: BodyNode, components: Readonly<Record<string, ComponentType<never>>>): ReactNode {
  if (node === null || typeof node === 'string' || typeof node === 'number') return node;
  const [type, props, ...children] = node;
  const elementType = type === '#' ? Fragment : type.startsWith('$') ? components[type.slice(1)] : type;
  if (elementType === undefined) throw new Error(`Unknown component ${type} in the page body`);
  return createElement(
    elementType as string,
    props === 0 ? null : (props as Record<string, unknown>),
    ...children.map((child) => bodyToReact(child, components)),
  );
}

/** The names of the components a page body uses (`Tabs` for `$Tabs`), nested ones included. */
export function componentNamesOf(node: BodyNode, names = new Set<string>()): Set<string> {
  if (!Array.isArray(node)) return names;
  const [type, , ...children] = node as Exclude<BodyNode, string | number | null>;
  if (type.startsWith('$')) names.add(type.slice(1));
  for (const child of children) componentNamesOf(child, names);
  return names;
}
