// The one call of the `jsonld` package we use (tests/seo/jsonLdExpansion.ts); it ships no types.
declare module 'jsonld' {
  const jsonld: {
    expand(input: object, options?: object): Promise<unknown[]>;
  };
  export default jsonld;
}
