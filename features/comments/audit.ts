/** siteConfig.discuss.auditType (docs/product.md §3 and 4): 0 publish at once, 1 review first, 2 no commenting (the input is not shown). */
export const AUDIT_TYPE = { none: 0, review: 1, closed: 2 } as const;

/** Whether the site takes comments at all. */
export const siteTakesComments = (auditType: number) => auditType !== AUDIT_TYPE.closed;
