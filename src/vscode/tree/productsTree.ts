import type { CatalogView } from '../../core';
import { CatalogTreeProvider } from './catalogTreeProvider';
import type { ProductNode, ReviewNode, TreeNode } from './treeNodes';

/** Products → one row per persona review. */
export class ProductsTreeProvider extends CatalogTreeProvider {
  protected childrenOf(view: CatalogView, node: TreeNode | undefined): TreeNode[] {
    if (!node) {
      return view.catalog.products.map((product): ProductNode => ({ kind: 'product', id: `product/${product.id}`, productId: product.id }));
    }
    if (node.kind !== 'product') return [];
    return view.reviewsOf(node.productId).map(
      (review): ReviewNode => ({
        kind: 'review',
        id: `${node.id}/review/${review.id}`,
        reviewId: review.id,
        productId: node.productId,
        persona: review.persona,
        labelBy: 'persona',
      }),
    );
  }
}
