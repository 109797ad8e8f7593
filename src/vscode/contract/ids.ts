/** The manifest's contract: every command, view and panel id in one place; test/core/manifest.test.ts checks package.json against it. */
export const CommandId = {
  openProduct: 'verdicts.openProduct',
  openRow: 'verdicts.openRow',
  openMatchup: 'verdicts.openMatchup',
  compareProducts: 'verdicts.compareProducts',
  compareWith: 'verdicts.compareWith',
  openSource: 'verdicts.openSource',
  searchReviews: 'verdicts.searchReviews',
  refresh: 'verdicts.refresh',
  newReviewFile: 'verdicts.newReviewFile',
  filterByVerdict: 'verdicts.filterByVerdict',
  filterByPersona: 'verdicts.filterByPersona',
  clearFilter: 'verdicts.clearFilter',
  sortByName: 'verdicts.sortByName',
  sortByShips: 'verdicts.sortByShips',
  collapseAll: 'verdicts.collapseAll',
  copyLink: 'verdicts.copyLink',
  openBoard: 'verdicts.openBoard',
  attributeQuote: 'verdicts.attributeQuote',
  clearAnalysisCache: 'verdicts.clearAnalysisCache',
} as const;

/** The language of the review files Verdicts reads (review folders and the bundled seeds). */
export const REVIEW_LANGUAGE = 'verdicts-review';

export type CommandId = (typeof CommandId)[keyof typeof CommandId];

export const ViewId = {
  container: 'verdicts',
  products: 'verdicts.products',
  matchups: 'verdicts.matchups',
  personas: 'verdicts.personas',
} as const;

export const PanelViewType = {
  product: 'verdicts.product',
  compare: 'verdicts.compare',
  board: 'verdicts.board',
} as const;
