import { sortMatchups, type CatalogView, type Matchup } from '../../core/base';
import { CatalogTreeProvider } from './catalogTreeProvider';
import { reviewNode, type MatchupNode, type ProductNode, type TreeNode } from './treeNodes';

/**
 * Matchups ("A vs B") → their two products → each persona's verdict in that matchup. A filter keeps the
 * matchups with a matching review on either side; both sides stay (they are the matchup), their reviews are filtered.
 */
export class MatchupsTreeProvider extends CatalogTreeProvider {
  protected childrenOf(view: CatalogView, node: TreeNode | undefined): TreeNode[] {
    if (!node) {
      const reviewsIn = (matchup: Matchup) => matchup.products.flatMap((productId) => view.reviewsInMatchup(matchup.id, productId));
      return sortMatchups(view.catalog.matchups, this.state.order, (matchup) => view.matchupTally(matchup.id))
        .filter((matchup) => !this.state.filtered || reviewsIn(matchup).some((review) => this.shows(review)))
        .map((matchup): MatchupNode => ({ kind: 'matchup', id: `matchup/${matchup.id}`, matchupId: matchup.id }));
    }
    if (node.kind === 'matchup') {
      const matchup = view.matchup(node.matchupId);
      return (matchup?.products ?? []).map(
        (productId): ProductNode => ({ kind: 'product', id: `${node.id}/product/${productId}`, productId, matchupId: node.matchupId }),
      );
    }
    if (node.kind === 'product' && node.matchupId) {
      const matchupId = node.matchupId;
      return view
        .reviewsInMatchup(matchupId, node.productId)
        .filter((review) => this.shows(review))
        .map((review) => reviewNode(node, review, 'persona', matchupId));
    }
    return [];
  }
}
