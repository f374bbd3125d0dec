import type { Messages, NamespaceKeys, NestedKeyOf } from 'next-intl';

/** A namespace of messages/cn.json, top-level (`search`) or nested (`account.weixin`). */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Messages as next-intl passes them around: namespaces are objects, the leaves are opaque. */
export interface MessageTree {
  [key: string]: unknown;
}

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The part of `messages` under these namespaces, nested as in the original, so that
 * `useTranslations('account.weixin')` and `useTranslations('account')` + `t('weixin.x')` both find
 * them. The leaves are copied by reference (precompiled messages are not strings); the original
 * is never changed. A namespace this locale lacks is left out (messages.test.ts keeps the locales'
 * keys identical, and the type of `namespaces` keeps them to cn.json's).
 */
export function pickMessages(messages: MessageTree, namespaces: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const namespace of namespaces) {
    const parts = namespace.split('.');
    let from: MessageTree = messages;
    let to = picked;
    for (const [index, part] of parts.entries()) {
      const source = from[part];
      if (source === undefined) break;
      if (index === parts.length - 1) {
        to[part] = source;
        break;
      }
      // An ancestor listed earlier was taken whole: it holds this namespace already.
      if (to[part] === source || !isTree(source)) break;
      const next = isTree(to[part]) ? (to[part] as MessageTree) : {};
      to[part] = next;
      from = source;
      to = next;
    }
  }
  return picked;
}

/** `base` with `added` laid over it, namespace by namespace; neither is changed. */
export function mergeMessages(base: MessageTree, added: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) && current !== value ? mergeMessages(current, value) : value;
  }
  return merged;
}
