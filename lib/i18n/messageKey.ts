/**
 * Narrows a message key built at run time (a platform's reason code, a record's type) to the
 * keys `t` knows, checking that the message exists. The literal keys around it stay type-checked
 * (types/next-intl.d.ts); a key that is only known at run time needs this one check.
 */
export function isMessageKey<K extends string>(t: { has(key: K): boolean }, key: string): key is K {
  return t.has(key as K);
}
