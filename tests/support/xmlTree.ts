import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: qualified name, attributes, children and own text. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/**
 * Parses an XML document with a conforming, namespace-aware parser (saxes): throws on anything
 * not well-formed (unescaped `&`, unbound prefixes, forbidden characters), so a feed that passes
 * is one every reader can read.
 */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attr] of Object.entries(tag.attributes))
      attributes[name] = typeof attr === 'string' ? attr : attr.value;
    const node: XmlNode = { name: tag.name, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('cdata', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  if (failure) throw failure;
  const [documentElement] = root.children;
  if (!documentElement) throw new Error('no document element');
  return documentElement;
}

/** The children of `node` named `name`. */
export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((child) => child.name === name);
}

/** The text of the first child named `name`, trimmed; '' when there is none. */
export function childText(node: XmlNode, name: string): string {
  return childrenNamed(node, name)[0]?.text.trim() ?? '';
}
