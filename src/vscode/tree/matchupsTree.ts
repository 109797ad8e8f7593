import type { CatalogView } from '../../core';
import { CatalogTreeProvider } from './catalogTreeProvider';
import type { MatchupNode, ProductNode, ReviewNode, TreeNode } from './treeNodes';

/** Matchups ("A vs B") → their two products → each persona's verdict in that matchup. */
export class MatchupsTreeProvider extends CatalogTreeProvider {
  protected childrenOf(view: CatalogView, node: TreeNode | undefined): TreeNode[] {
    if (!node) {
      return view.catalog.matchups.map((matchup): MatchupNode => ({ kind: 'matchup', id: `matchup/${matchup.id}`, matchupId: matchup.id }));
    }
    if (node.kind === 'matchup') {
      const matchup = view.matchup(node.matchupId);
      return (matchup?.products ?? []).map(
        (productId): ProductNode => ({ kind: 'product', id: `${node.id}/product/${productId}`, productId, matchupId: node.matchupId }),
      );
    }
    if (node.kind === 'product' && node.matchupId) {
      const matchupId = node.matchupId;
      return view.reviewsInMatchup(matchupId, node.productId).map(
        (review): ReviewNode => ({
          kind: 'review',
          id: `${node.id}/review/${review.id}`,
          reviewId: review.id,
          productId: node.productId,
          persona: review.persona,
          matchupId,
          labelBy: 'persona',
        }),
      );
    }
    return [];
  }
}
