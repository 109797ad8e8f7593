/** The manifest's contract: every command, view and panel id in one place; test/core/manifest.test.ts checks package.json against it. */
export const CommandId = {
  openProduct: 'verdicts.openProduct',
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
  clearAnalysisCache: 'verdicts.clearAnalysisCache',
} as const;

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
} as const;
