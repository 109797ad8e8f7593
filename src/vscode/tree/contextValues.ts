/**
 * `contextValue`s of tree rows, used by `view/item/context` menus as `viewItem == …`.
 * Kept free of `vscode` so the manifest test can check every menu's `when` against this list.
 */
export const ContextValue = {
  /** A product: can be opened and compared. */
  product: 'product',
  /** One persona's review: can be opened at its card and jumped to in its file. */
  review: 'review',
  /** A review that names no known product: only its source can be opened. */
  unattributedReview: 'unattributedReview',
  /** A matchup: opens the comparison; its title line can be opened. */
  matchup: 'matchup',
  persona: 'persona',
} as const;

export type ContextValue = (typeof ContextValue)[keyof typeof ContextValue];
