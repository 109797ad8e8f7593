import { sortProducts, type CatalogView, type Review, type Tally } from '../../core/base';
import { CatalogTreeProvider } from './catalogTreeProvider';
import { reviewNode, type PersonaNode, type TreeNode } from './treeNodes';

/**
 * Personas → every product each one reviewed, with the verdict, products in the views' order. Personas
 * without (matching) reviews are left out.
 */
export class PersonasTreeProvider extends CatalogTreeProvider {
  protected childrenOf(view: CatalogView, node: TreeNode | undefined): TreeNode[] {
    if (!node) {
      return view.catalog.personas
        .filter((persona) => (this.state.filtered ? view.reviewsByPersona(persona.id).some((review) => this.shows(review)) : hasAny(view.personaTally(persona.id))))
        .map((persona): PersonaNode => ({ kind: 'persona', id: `persona/${persona.id}`, personaId: persona.id }));
    }
    if (node.kind !== 'persona') return [];
    return this.inProductOrder(view, view.reviewsByPersona(node.personaId).filter((review) => this.shows(review))).map((review) => reviewNode(node, review, 'product'));
  }

  /** Reviews of products in the order the Products view lists them; unattributed reviews last. */
  private inProductOrder(view: CatalogView, reviews: Review[]): Review[] {
    const rank = new Map(sortProducts(view.catalog.products, this.state.order).map((product, index) => [product.id, index]));
    const rankOf = (review: Review) => (review.product === null ? rank.size : (rank.get(review.product) ?? rank.size));
    return reviews.map((review, index) => ({ review, index })).sort((a, b) => rankOf(a.review) - rankOf(b.review) || a.index - b.index).map(({ review }) => review);
  }
}

function hasAny(tally: Tally): boolean {
  return tally.ship + tally.skip + tally.none > 0;
}
