/** The id of an object's comment input, so a reply button anywhere on the page can focus it. */
export const composerId = (sourceType: number, objectId: number) => `comment-input-${sourceType}-${objectId}`;
